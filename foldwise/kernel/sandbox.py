"""The root sandbox: every path from outside is resolved here before it is used.

Coroutines use ``await sandbox.aresolve(...)`` (the same checks in a worker thread: the event loop
never waits on the filesystem). A path is accepted only when, with every symlink and ``..`` resolved, it lies inside
one of the configured roots. Error messages never carry a server path outside the roots.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable

from foldwise.kernel.errors import InvalidPath, NotFound, PathNotAllowed
from foldwise.kernel.scope import current_scope

__all__ = ["Sandbox", "MAX_PATH_CHARS"]

#: Longest path string accepted (Linux PATH_MAX).
MAX_PATH_CHARS = 4096


def _inside(path: str, root: str) -> bool:
    """True when ``path`` is ``root`` or below it (both normalised, absolute strings)."""
    if root == os.sep:
        return path.startswith(os.sep)
    return path == root or path.startswith(root + os.sep)


def _settled(path: str) -> str:
    """``realpath``, refusing a symlink loop: after a loop ``realpath`` appends the rest of the path
    unresolved (``root/loop/../link`` comes back as ``root/link``, a symlink that may lead anywhere), so
    a result that does not resolve to itself is refused."""
    real = os.path.realpath(path)
    if os.path.islink(real) or os.path.realpath(real) != real:
        raise InvalidPath("the path is a symlink loop")
    return real


#: The trash of a root: a hidden folder inside it, so trashing is a rename on the same filesystem and every
#: machine that mounts the root finds the trashed items. Scans, listings, search and dedupe skip it.
TRASH_FOLDER = ".foldwise-trash"


class Sandbox:
    """Resolves user paths against the configured roots and refuses everything else."""

    def __init__(self, roots: Iterable[str | os.PathLike[str]] = ()) -> None:
        self._roots: list[Path] = []
        self.set_roots(roots)

    def set_roots(self, roots: Iterable[str | os.PathLike[str]]) -> None:
        """Replace the roots (each resolved to its real path; duplicates dropped)."""
        out: list[Path] = []
        for root in roots:
            real = Path(os.path.realpath(os.fspath(root)))
            if real not in out:
                out.append(real)
        self._roots = out
        self._root_strs = frozenset(str(r) for r in out)

    @property
    def roots(self) -> list[Path]:
        """The resolved roots, in configuration order."""
        return list(self._roots)

    # ---- checks -------------------------------------------------------
    def _check_text(self, path: object) -> str:
        if isinstance(path, os.PathLike):
            path = os.fspath(path)
        if isinstance(path, bytes):
            try:
                path = os.fsdecode(path)
            except UnicodeDecodeError:
                raise InvalidPath("the path is not valid text") from None
        if not isinstance(path, str):
            raise InvalidPath("the path must be a string")
        if not path or not path.strip():
            raise InvalidPath("the path is empty")
        if "\x00" in path:
            raise InvalidPath("the path contains a NUL byte")
        if len(path) > MAX_PATH_CHARS:
            raise InvalidPath("the path is too long")
        try:
            os.fsencode(path)
        except UnicodeEncodeError:
            raise InvalidPath("the path is not valid text") from None
        return path

    def _root_for(self, real: str) -> Path | None:
        best: Path | None = None
        for root in self._roots:
            if _inside(real, str(root)) and (best is None or len(str(root)) > len(str(best))):
                best = root
        return best

    def resolve(self, path: str | os.PathLike[str], *, must_exist: bool = True,
                follow_symlinks: bool = True) -> Path:
        """Resolve an absolute or root-relative path to a real path inside a root.

        Raises ``InvalidPath`` (400) for malformed input, ``PathNotAllowed`` (403) when the
        result lies outside every root (``..`` or symlink escapes included), ``NotFound`` (404)
        when ``must_exist`` and nothing is there. With ``follow_symlinks=False`` a final
        symlink is kept as it is (its parent must resolve inside a root), so the link itself
        can be moved or trashed.
        """
        text = self._check_text(path)
        if not self._roots:
            raise PathNotAllowed("no file roots are configured")
        candidate = text if os.path.isabs(text) else os.path.join(str(self._roots[0]), text)
        if follow_symlinks:
            real = _settled(candidate)
        else:
            parent, name = os.path.split(candidate.rstrip(os.sep) or os.sep)
            if name in ("", ".", ".."):
                real = _settled(candidate)
            else:
                real = os.path.join(_settled(parent), name)
        if not os.path.isabs(real):
            raise InvalidPath("the path is not absolute after resolution")
        root = self._root_for(real)
        if root is None:
            raise PathNotAllowed("the path is outside the configured roots")
        scope = current_scope()
        if scope is not None:
            scope.check_read(real)
        result = Path(real)
        if must_exist and not os.path.lexists(real):
            raise NotFound(f"no such file or folder: {self.relative(result)}")
        return result

    async def aresolve(self, path: str | os.PathLike[str], *, must_exist: bool = True,
                       follow_symlinks: bool = True, kind: str | None = None) -> Path:
        """``resolve`` in a worker thread, for the event loop (every route and page uses this one).

        ``kind`` ("dir" or "file") also checks, in the same thread, what the path is: 400
        ``invalid_path`` ("the path is not a folder" / "... not a file") otherwise."""
        import asyncio  # here: the kernel-free commands (search, a dedupe report) import this module

        return await asyncio.to_thread(self._resolve_kind, path, must_exist, follow_symlinks, kind)

    def _resolve_kind(self, path: str | os.PathLike[str], must_exist: bool, follow_symlinks: bool,
                      kind: str | None) -> Path:
        real = self.resolve(path, must_exist=must_exist, follow_symlinks=follow_symlinks)
        if kind == "dir" and not real.is_dir():
            raise InvalidPath("the path is not a folder")
        if kind == "file" and not real.is_file():
            raise InvalidPath("the path is not a file")
        return real

    async def ais_inside(self, path: str | os.PathLike[str]) -> bool:
        """``is_inside`` in a worker thread."""
        import asyncio

        return await asyncio.to_thread(self.is_inside, path)

    async def aroot_of(self, path: str | os.PathLike[str]) -> Path:
        """``root_of`` in a worker thread."""
        import asyncio

        return await asyncio.to_thread(self.root_of, path)

    def is_inside(self, path: str | os.PathLike[str]) -> bool:
        """True when ``path`` (resolved) lies inside a root; never raises."""
        try:
            self.resolve(path, must_exist=False)
        except (InvalidPath, PathNotAllowed):
            return False
        return True

    def contains(self, path: str | os.PathLike[str]) -> bool:
        """Lexical check for an already resolved absolute path: is it inside a root? (fast, no I/O)"""
        text = os.path.normpath(os.fspath(path))
        return os.path.isabs(text) and self._root_for(text) is not None

    def is_root(self, path: str | os.PathLike[str]) -> bool:
        """True when ``path`` (normalised) is one of the roots itself."""
        return os.path.normpath(os.fspath(path)) in self._root_strs

    def root_of(self, path: str | os.PathLike[str]) -> Path:
        """The (innermost) root that contains ``path``; ``PathNotAllowed`` when none does."""
        real = self.resolve(path, must_exist=False)
        root = self._root_for(str(real))
        assert root is not None  # resolve() guarantees it
        return root

    def relative(self, path: str | os.PathLike[str]) -> str:
        """A display form: relative to its root when there is a single root, else absolute.

        Paths outside every root are shown only by their final name.
        """
        text = os.fspath(path)
        root = self._root_for(os.path.normpath(text)) if os.path.isabs(text) else None
        if root is None:
            return os.path.basename(text) or "."
        if len(self._roots) == 1:
            rel = os.path.relpath(os.path.normpath(text), str(root))
            return rel
        return os.path.normpath(text)
