"""Confinement: the journal's last check, made immediately before each system call.

Paths in the journal are text recorded earlier (canonical, inside a root when recorded). Between recording and
the change, any folder on the way may have been swapped for a symlink that points elsewhere. So before each
system call the parent folder of every path the call touches is opened, and the real path of what was opened
(read back from the open descriptor) must equal the recorded parent and lie inside a root or the service's
trash: no symlink on the way, nothing outside. The call itself is then made relative to that descriptor
(``*at`` system calls), so a swap after the check cannot redirect it either.
"""

from __future__ import annotations

import errno
import os
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterable, Iterator

__all__ = ["Confinement", "Session", "OutsideRoots", "REFUSED"]

#: The error text stored for a refused operation (no path: it may name something outside the roots).
REFUSED = "a folder on the path is a symlink or lies outside the roots"

_PROC_FD = "/proc/self/fd"
_HAS_PROC = os.path.isdir(_PROC_FD)
_O_PATH = getattr(os, "O_PATH", os.O_RDONLY)
_OPEN_FLAGS = _O_PATH | os.O_DIRECTORY | getattr(os, "O_CLOEXEC", 0)


class OutsideRoots(OSError):
    """A path's real parent is not its recorded parent, or lies outside every allowed area."""

    def __init__(self) -> None:
        super().__init__(errno.EPERM, REFUSED)


def _split(path: str) -> tuple[str, str]:
    """``(parent, final name)`` of an absolute recorded path; ``OutsideRoots`` for anything else."""
    parent, _, name = path.rpartition(os.sep)
    if not name or name in (".", "..") or path[:1] != os.sep:
        raise OutsideRoots()
    return parent or os.sep, name


def _inside(path: str, area: str) -> bool:
    return path == area or path.startswith(area.rstrip(os.sep) + os.sep)


@dataclass(frozen=True, slots=True)
class Confinement:
    """The allowed areas (real roots and the trash) and the checks against them."""

    areas: tuple[str, ...]

    @classmethod
    def of(cls, roots: Iterable[str | os.PathLike[str]], *extra: str | os.PathLike[str]) -> "Confinement":
        """Areas from the sandbox's (real) roots plus extra folders such as the trash (resolved here)."""
        out = [os.fspath(r) for r in roots]
        out.extend(os.path.realpath(os.fspath(e)) for e in extra)
        return cls(tuple(out))

    def allows(self, real: str) -> bool:
        """True when the real path ``real`` is inside an allowed area."""
        return any(_inside(real, area) for area in self.areas)

    def open_parent(self, path: str) -> tuple[int, str]:
        """Open the parent folder of ``path`` and verify it; returns ``(fd, final name)``.

        Raises ``OutsideRoots`` when the folder opened is not the recorded one (a symlink on the way) or
        lies outside every area; the caller closes the descriptor."""
        parent, name = _split(path)
        return self.open_dir(parent), name

    def open_dir(self, parent: str) -> int:
        """Open the folder ``parent`` (a recorded real path) and verify it is that folder, inside an area."""
        try:
            fd = os.open(parent, _OPEN_FLAGS)
        except NotADirectoryError:
            raise OutsideRoots() from None
        try:
            real = os.readlink(f"{_PROC_FD}/{fd}") if _HAS_PROC else os.path.realpath(parent)
        except OSError:
            os.close(fd)
            raise OutsideRoots() from None
        if real != parent or not self.allows(real):
            os.close(fd)
            raise OutsideRoots()
        return fd

    def session(self) -> "Session":
        """Verified folders for one batch of steps (see ``Session``)."""
        return Session(self)

    @contextmanager
    def parent(self, path: str) -> Iterator[tuple[int, str]]:
        """``open_parent`` as a context manager that closes the descriptor."""
        fd, name = self.open_parent(path)
        try:
            yield fd, name
        finally:
            os.close(fd)

    def check(self, *paths: str | None) -> None:
        """Verify the parents of ``paths`` (None skipped) right now; raises ``OutsideRoots``. A parent that
        does not exist (yet) is checked at its nearest existing ancestor."""
        for path in paths:
            if path is None:
                continue
            probe = path
            while True:
                try:
                    with self.parent(probe):
                        break
                except FileNotFoundError:
                    up = os.path.dirname(probe)
                    if up == probe or up == os.sep:
                        raise OutsideRoots() from None
                    probe = up


class Session:
    """The folders verified for one batch of steps, each opened and checked once, at its first use.

    Every system call of the batch is made relative to these descriptors, so a path swapped for a symlink
    after the check cannot redirect it: a descriptor keeps naming the folder that was verified inside the
    roots. Entries are dropped when a step may have changed what a folder path names (``forget``: after
    removing a folder or moving one). Close the session when the batch ends."""

    __slots__ = ("confine", "_fds")

    def __init__(self, confine: Confinement) -> None:
        self.confine = confine
        self._fds: dict[str, int] = {}

    def parent(self, path: str) -> tuple[int, str]:
        """``(fd of the verified parent folder, final name)`` of ``path``; ``OutsideRoots`` when it fails."""
        parent, name = _split(path)
        fd = self._fds.get(parent)
        if fd is None:
            fd = self._fds[parent] = self.confine.open_dir(parent)
        return fd, name

    def check(self, *paths: str | None) -> None:
        """``Confinement.check`` (not cached: for folders about to be made)."""
        self.confine.check(*paths)

    def forget(self) -> None:
        """Close and drop every verified folder (after a step that moved or removed a folder)."""
        fds, self._fds = self._fds, {}
        for fd in fds.values():
            os.close(fd)

    close = forget
