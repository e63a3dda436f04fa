"""The write-ahead rows on stable storage before their change, whatever the connection's own syncing.

foldwise opens SQLite in WAL mode with ``synchronous=NORMAL`` (``foldwise.kernel.db``): a commit is then
written to the WAL but not fsynced, which is safe against a killed process and never corrupts the
database, but an OS crash or power cut may drop the last commits. Most rows can take that (a job's
progress, a mark pending -> done: recovery settles those from the filesystem); the journal's write-ahead
rows cannot -- the change they describe may reach the disk while they do not. So after each write-ahead
commit the journal calls ``make_durable``: one ``fdatasync`` of the WAL file (of the database file when
there is no WAL), which flushes that commit and every earlier one. The folder holding the WAL is synced
once per process and file, so a newly created WAL's name is durable too. PostgreSQL commits are durable
already; a connection that syncs its commits itself (``synchronous=FULL``) needs nothing either.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

__all__ = ["make_durable", "needs_sync"]

#: ``synchronous`` values with which SQLite fsyncs every commit itself.
_SYNCING = frozenset({"FULL", "EXTRA", "2", "3"})
#: database files whose folder was synced by this process
_folders_synced: set[str] = set()


def needs_sync(db: Any) -> str | None:
    """The database file of ``db`` (a tortoise client) when its commits are not fsynced by SQLite itself."""
    if getattr(getattr(db, "capabilities", None), "dialect", None) != "sqlite":
        return None
    path = getattr(db, "filename", None)
    if not path or path == ":memory:" or str(path).startswith("file::memory:"):
        return None
    setting = str((getattr(db, "pragmas", None) or {}).get("synchronous", "FULL")).upper()
    return None if setting in _SYNCING else str(path)


def _fdatasync(path: str) -> bool:
    try:
        fd = os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        return False
    try:
        os.fdatasync(fd)
    finally:
        os.close(fd)
    return True


def _sync(path: str) -> None:
    """``fdatasync`` the WAL (else the database file); the folder once, the first time."""
    if not _fdatasync(path + "-wal"):
        _fdatasync(path)
    if path not in _folders_synced:
        folder = os.open(os.path.dirname(os.path.abspath(path)) or ".", os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)
        _folders_synced.add(path)


async def make_durable(db: Any) -> None:
    """Make every commit made so far on ``db`` durable (a no-op where the commit already was)."""
    path = needs_sync(db)
    if path is not None:
        await asyncio.to_thread(_sync, path)
