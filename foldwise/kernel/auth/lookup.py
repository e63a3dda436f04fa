"""Hot-path reads for the request guard: one SQL statement each, no ORM object building.

On PostgreSQL they go through tortoise's asyncpg connection. On SQLite (WAL mode, where readers never
wait for writers) they run on a read-only ``sqlite3`` connection of the event-loop thread: a primary-key
read takes microseconds there, while every aiosqlite query is a hand-off to its worker thread that
costs 0.2-1.5 ms on a busy machine. A read that finds the database busy falls back to tortoise.
"""

from __future__ import annotations

import sqlite3
import threading
from datetime import datetime, timezone
from typing import Any

from tortoise import connections

__all__ = ["fetch_key_row", "fetch_user_row", "fetch_session_row", "as_datetime"]

_USER_COLS = 'u."id" AS user_id, u."username", u."email", u."role", u."is_active", u."created_at"'
_KEY_SQL = (
    'SELECT k."secret_hmac", k."expires_at", k."revoked_at", k."last_used_at", k."scopes", ' + _USER_COLS +
    ' FROM "auth_api_key" k JOIN "auth_user" u ON u."id" = k."user_id" WHERE k."id" = {0}'
)
_USER_SQL = 'SELECT ' + _USER_COLS + ' FROM "auth_user" u WHERE u."id" = {0}'
#: A user with one of their sessions (placeholders in text order: session id, then user id).
_SESSION_SQL = (
    'SELECT ' + _USER_COLS + ', s."id" AS session_id, s."revoked_at" AS session_revoked_at'
    ' FROM "auth_user" u LEFT JOIN "auth_session" s ON s."user_id" = u."id" AND s."id" = {0}'
    ' WHERE u."id" = {1}'
)


def _prepare(template: str, conn: Any) -> str:
    if conn.capabilities.dialect == "postgres":
        return template.format("$1", "$2")
    return template.format("?", "?")


def as_datetime(value: Any) -> datetime | None:
    """A stored timestamp as an aware datetime (SQLite gives text, PostgreSQL datetimes)."""
    if value is None or isinstance(value, datetime):
        moment = value
    else:
        moment = datetime.fromisoformat(str(value))
    if moment is not None and moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment


def _normalise(row: dict[str, Any]) -> dict[str, Any]:
    out = dict(row)
    out["is_active"] = bool(out["is_active"])
    for name in ("expires_at", "revoked_at", "last_used_at", "created_at"):
        if name in out:
            out[name] = as_datetime(out[name])
    return out


_readers: dict[tuple[str, int], sqlite3.Connection] = {}


def _reader(filename: str) -> sqlite3.Connection:
    key = (filename, threading.get_ident())
    reader = _readers.get(key)
    if reader is None:
        for other in [k for k in _readers if k[1] == key[1]]:  # one reader per thread: the current db
            _readers.pop(other).close()
        reader = sqlite3.connect(f"file:{filename}?mode=ro", uri=True, timeout=0.05, isolation_level=None)
        reader.row_factory = sqlite3.Row
        _readers[key] = reader
    return reader


def _sqlite_file(conn: Any) -> str | None:
    if conn.capabilities.dialect != "sqlite":
        return None
    filename = getattr(conn, "filename", None)
    return filename if filename and filename != ":memory:" and not filename.startswith("file:") else None


async def _one(template: str, *values: Any) -> dict[str, Any] | None:
    conn = connections.get("default")
    sql = _prepare(template, conn)
    filename = _sqlite_file(conn)
    if filename is not None:
        try:
            # fetchall steps the statement to its end, so no read snapshot outlives the call.
            found = _reader(filename).execute(sql, values).fetchall()
            return _normalise(dict(found[0])) if found else None
        except sqlite3.Error:
            _readers.pop((filename, threading.get_ident()), None)  # busy or stale: use the pool
    rows = await conn.execute_query_dict(sql, list(values))
    return _normalise(rows[0]) if rows else None


async def fetch_key_row(key_id: str) -> dict[str, Any] | None:
    """An API key joined to its owner (one query), or None."""
    return await _one(_KEY_SQL, key_id)


async def fetch_user_row(user_id: int) -> dict[str, Any] | None:
    """A user's public columns (no password hash), or None."""
    return await _one(_USER_SQL, user_id)


async def fetch_session_row(user_id: int, session_id: str) -> dict[str, Any] | None:
    """A user's public columns plus ``session_id`` (None when that session is not theirs) and
    ``session_revoked_at``, in one query; None when the user does not exist."""
    return await _one(_SESSION_SQL, session_id, user_id)
