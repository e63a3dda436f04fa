"""Workspace scope: which folders under the roots the current caller may read and change.

A workspace (the ``teams`` plugin) claims folders. A path inside a claimed folder is visible only to
callers with access to one of the workspaces claiming it; a path no workspace claims is common to every
account. The scope of the running request or job lives in a context variable: the request guard sets it
from the actor, the job runner from the job's owner; ``None`` (admins, the local CLI) means no limit.
The sandbox refuses paths the scope cannot read and the journal refuses changes it cannot write, so
every route, page, job and command is scoped in one place.
"""

from __future__ import annotations

import os
from contextvars import ContextVar, Token
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Iterable

from foldwise.kernel.errors import Forbidden, PathNotAllowed

__all__ = ["PathScope", "current_scope", "use_scope", "reset_scope", "set_scope_provider", "scope_for_user",
           "scope_for_actor", "NO_ACCESS", "READ", "WRITE"]

NO_ACCESS, READ, WRITE = 0, 1, 2

_current: ContextVar["PathScope | None"] = ContextVar("foldwise_path_scope", default=None)
#: ``async (user_id) -> PathScope | None``, installed by the plugin that owns workspaces.
_provider: Callable[[int], Awaitable["PathScope | None"]] | None = None


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


@dataclass(frozen=True, slots=True)
class PathScope:
    """The claimed folders and the caller's access to each (``NO_ACCESS``, ``READ`` or ``WRITE``), and the
    caller's account (lists of jobs then show only theirs)."""

    folders: tuple[tuple[str, int], ...]
    user_id: int | None = None

    def access(self, path: str | os.PathLike[str]) -> int:
        """The best access any workspace claiming ``path`` grants; ``WRITE`` when none claims it."""
        text = os.path.normpath(os.fspath(path))
        best = -1
        for folder, level in self.folders:
            if _inside(text, folder) and level > best:
                best = level
        return WRITE if best < 0 else best

    def can_read(self, path: str | os.PathLike[str]) -> bool:
        """True when the caller may see ``path``."""
        return self.access(path) >= READ

    def can_write(self, path: str | os.PathLike[str]) -> bool:
        """True when the caller may change ``path``: write access there, and no folder below it that
        the caller may not change (moving a parent would move someone else's workspace)."""
        text = os.path.normpath(os.fspath(path))
        if self.access(text) < WRITE:
            return False
        return not any(_inside(folder, text) and folder != text and self.access(folder) < WRITE
                       for folder, _level in self.folders)

    def check_read(self, path: str | os.PathLike[str]) -> None:
        """403 ``path_not_allowed`` when the caller may not see ``path``."""
        if not self.can_read(path):
            raise PathNotAllowed("the path is outside your workspaces")

    def check_write(self, path: str | os.PathLike[str]) -> None:
        """403 when the caller may not change ``path`` (``forbidden`` for a read-only share)."""
        self.check_read(path)
        if not self.can_write(path):
            raise Forbidden("this workspace is shared with you read-only")

    def visible(self, paths: Iterable[str]) -> list[str]:
        """The ``paths`` the caller may see, in order."""
        return [p for p in paths if self.can_read(p)]


def current_scope() -> PathScope | None:
    """The scope of the running request or job (None: no limit)."""
    return _current.get()


def use_scope(scope: PathScope | None) -> Token[PathScope | None]:
    """Make ``scope`` current (returns the token for ``reset_scope``)."""
    return _current.set(scope)


def reset_scope(token: Token[PathScope | None]) -> None:
    """Restore the scope that was current before ``use_scope``."""
    _current.reset(token)


def set_scope_provider(provider: Callable[[int], Awaitable[PathScope | None]] | None) -> None:
    """Install (or remove with None) the function that computes a user's scope."""
    global _provider
    _provider = provider


async def scope_for_user(user_id: int | None) -> PathScope | None:
    """The scope of account ``user_id`` (None without a provider, an owner, or for an admin)."""
    if _provider is None or user_id is None:
        return None
    return await _provider(user_id)


async def scope_for_actor(actor: Any) -> PathScope | None:
    """The scope of a request's actor: none for admins and anonymous callers."""
    if actor is None or getattr(actor, "is_admin", False):
        return None
    return await scope_for_user(actor.user_id)
