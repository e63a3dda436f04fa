"""The index leader: on PostgreSQL, one instance of a deployment keeps the shared search index current.

Every instance answers queries from the shared tables, but only the one holding a session advisory lock
follows the journal's events and runs the start-up rescan (so a change is indexed once, not once per
process). The others try to take the lock every ``RETRY_SECONDS``; when the leader stops or dies its session
ends, the lock is free, and the next instance to take it rescans (files whose size and mtime are unchanged
are skipped) and follows the events from then on.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Awaitable, Callable

__all__ = ["IndexLeader", "LEADER_LOCK_KEY", "RETRY_SECONDS"]

log = logging.getLogger("foldwise.search")
#: advisory lock key of the index leader (per database, so per deployment)
LEADER_LOCK_KEY = 0x666F6C69  # "foli"
RETRY_SECONDS = 5.0


class IndexLeader:
    """Holds the leader lock on a connection of its own and calls ``on_lead`` once it has it."""

    def __init__(self, dsn: str, on_lead: Callable[[], Awaitable[None]], *,
                 on_lose: Callable[[], Awaitable[None]] | None = None, retry: float = RETRY_SECONDS) -> None:
        self.dsn = dsn
        self.on_lead, self.on_lose = on_lead, on_lose
        self.retry = retry
        self.leading = False
        self._conn: Any = None
        self._closing = False

    async def run(self) -> None:
        """Try to lead until closed; while leading, check the lock's connection every ``retry`` seconds."""
        import asyncpg

        while not self._closing:
            try:
                if self._conn is None or self._conn.is_closed():
                    if self.leading:
                        await self._lost()
                    self._conn = await asyncpg.connect(self.dsn)
                if not self.leading:
                    if await self._conn.fetchval("SELECT pg_try_advisory_lock($1)", LEADER_LOCK_KEY):
                        self.leading = True
                        log.info("this instance keeps the shared search index current")
                        await self.on_lead()
                else:
                    await self._conn.fetchval("SELECT 1")
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
                log.warning("search index leader lock: %s", exc)
                if self._conn is not None:
                    self._conn.terminate()
                    self._conn = None
            await asyncio.sleep(self.retry)

    async def _lost(self) -> None:
        self.leading = False
        log.warning("lost the search index leader lock; another instance may take it")
        if self.on_lose is not None:
            await self.on_lose()

    async def close(self) -> None:
        """Release the lock (closing the session releases it)."""
        self._closing = True
        if self._conn is not None and not self._conn.is_closed():
            try:
                await asyncio.wait_for(self._conn.close(), timeout=1)
            except (OSError, asyncio.TimeoutError, Exception):  # noqa: BLE001 - the session ends either way
                self._conn.terminate()
        self._conn = None
        self.leading = False
