"""The runtime's file operations for plugins: list, metadata and a journaled organize (move).

Every path passes the kernel's sandbox; the move is one journal transaction (undoable through
``/history/undo``). With ``overwrite`` an existing destination *file* is trashed first in the same
transaction; an existing folder is never replaced (409 ``conflict``).
"""

from __future__ import annotations

import asyncio
import mimetypes
import os
import stat as stat_mod
from datetime import datetime, timezone
from typing import Any

from foldwise.sdk import Conflict, InvalidPath, InvalidRequest, NotFound, PathNotAllowed

__all__ = ["RuntimeFiles"]


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).isoformat()


def item(path: str, st: os.stat_result) -> dict[str, Any]:
    """The runtime's file item ``{path, name, size, created, modified, file_type, mime_type}``."""
    is_dir = stat_mod.S_ISDIR(st.st_mode)
    created = float(getattr(st, "st_birthtime", None) or st.st_ctime)
    return {
        "path": path,
        "name": os.path.basename(path),
        "size": 0 if is_dir else st.st_size,
        "created": _iso(created),
        "modified": _iso(st.st_mtime),
        "file_type": "directory" if is_dir else "file",
        "mime_type": None if is_dir else (mimetypes.guess_type(path, strict=False)[0] or "application/octet-stream"),
    }


class RuntimeFiles:
    """File operations of the plugin runtime over one kernel's sandbox and journal."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel

    def _folder(self, path: str | None) -> str:
        sandbox = self.kernel.sandbox
        if not path:
            if not sandbox.roots:
                raise PathNotAllowed("no file roots are configured")
            return str(sandbox.roots[0])
        return str(sandbox.resolve(path))

    async def list(self, path: str | None, recursive: bool, include_hidden: bool,
                   max_items: int) -> dict[str, Any]:
        """Up to ``max_items`` entries of a folder (folders first, by name), and how many there are."""
        return await asyncio.to_thread(self._list_sync, path, recursive, include_hidden, max_items)

    def _list_sync(self, path: str | None, recursive: bool, include_hidden: bool, max_items: int) -> dict[str, Any]:
        folder = self._folder(path)
        if not os.path.isdir(folder):
            raise InvalidPath("the path is not a folder")
        sandbox = self.kernel.sandbox
        items: list[dict[str, Any]] = []
        total = 0
        pending = [folder]
        while pending:
            current = pending.pop(0)
            try:
                entries = sorted(os.scandir(current), key=lambda e: (not e.is_dir(follow_symlinks=False),
                                                                     e.name.casefold(), e.name))
            except OSError:
                continue
            for entry in entries:
                if not include_hidden and entry.name.startswith("."):
                    continue
                if entry.is_symlink() and not sandbox.contains(os.path.realpath(entry.path)):
                    continue
                try:
                    st = entry.stat()
                except OSError:
                    continue
                if recursive and stat_mod.S_ISDIR(st.st_mode) and not entry.is_symlink():
                    pending.append(entry.path)
                total += 1
                if len(items) < max_items:
                    items.append(item(entry.path, st))
        return {"items": items, "total": total}

    async def metadata(self, path: str) -> dict[str, Any]:
        """The item of one file or folder."""
        return await asyncio.to_thread(self._metadata_sync, path)

    def _metadata_sync(self, path: str) -> dict[str, Any]:
        resolved = str(self.kernel.sandbox.resolve(path))
        try:
            st = os.stat(resolved)
        except FileNotFoundError:
            raise NotFound("no such file or folder") from None
        return item(resolved, st)

    async def organize(self, source_path: str, destination_path: str, *, overwrite: bool = False,
                       dry_run: bool = False, actor: str | None = None) -> dict[str, Any]:
        """Move ``source_path`` to the full path ``destination_path`` as one journaled transaction."""
        src, dst, exists = await asyncio.to_thread(self._check_move, source_path, destination_path, overwrite)
        result = {"source_path": str(src), "destination_path": str(dst), "moved": False, "dry_run": dry_run}
        if dry_run:
            return result
        async with self.kernel.journal.transaction(
                "move", actor=actor, description=f"plugin move {src.name} to {dst.name}") as txn:
            if exists:
                await txn.trash(dst)
            moved = await txn.move(src, dst)
        return {**result, "destination_path": str(moved), "moved": True}

    def _check_move(self, source_path: str, destination_path: str, overwrite: bool) -> tuple[Any, Any, bool]:
        """Resolve and check a move (in a worker thread): (source, destination, destination exists)."""
        sandbox = self.kernel.sandbox
        src = sandbox.resolve(source_path, follow_symlinks=False)
        dst = sandbox.resolve(destination_path, must_exist=False, follow_symlinks=False)
        if src == dst:
            raise InvalidRequest("the source and the destination are the same")
        if sandbox.is_root(src):
            raise PathNotAllowed("a root folder itself cannot be moved")
        if str(dst).startswith(str(src) + os.sep):
            raise InvalidRequest("a folder cannot be moved into itself")
        exists = os.path.lexists(dst)
        if exists and (not overwrite or os.path.isdir(dst) and not os.path.islink(dst)):
            raise Conflict("the destination already exists" if not overwrite else
                           "the destination is a folder; a folder is never replaced", details={"path": str(dst)})
        if not os.path.isdir(dst.parent):
            raise NotFound("the destination folder does not exist")
        return src, dst, exists
