"""Sign-in sessions kept server side: every token login and every web sign-in is one ``Session`` row.

Access tokens (claim ``sid``) and the ``/ui`` cookie name their session; the guard reads the user and
that session in one query on every request, so logout, deactivation, deletion and role changes take
effect at once (the role always comes from the database, never from the token).
"""

from __future__ import annotations

import secrets
from datetime import datetime, timezone
from typing import Any

from foldwise.kernel.auth.actor import Actor, Via
from foldwise.kernel.auth.lookup import fetch_session_row
from foldwise.kernel.auth.models import Session
from foldwise.kernel.errors import Unauthorized

__all__ = ["start_session", "end_session", "end_user_sessions", "session_actor"]

_SESSION_COLS = ("session_id", "session_revoked_at")


def _now() -> datetime:
    return datetime.now(timezone.utc)


async def start_session(user_id: int, kind: str = "api") -> str:
    """Open a session for ``user_id`` (``api`` or ``web``) and return its id."""
    session_id = secrets.token_hex(16)
    await Session.create(id=session_id, user_id=user_id, kind=kind)
    return session_id


async def end_session(session_id: str | None) -> None:
    """Revoke one session (nothing happens for None or an unknown id)."""
    if session_id:
        await Session.filter(id=session_id, revoked_at=None).update(revoked_at=_now())


async def end_user_sessions(user_id: int, keep: str | None = None) -> int:
    """Revoke every live session of ``user_id`` except ``keep``; return how many."""
    query = Session.filter(user_id=user_id, revoked_at=None)
    if keep:
        query = query.exclude(id=keep)
    return await query.update(revoked_at=_now())


async def session_actor(user_id: int, session_id: Any, via: Via) -> Actor:
    """The actor of a live session (one query): 401 when the user or the session is gone or revoked.

    An inactive user still gets an actor with ``is_active=False`` (the guard answers 403 for it).
    """
    if not isinstance(session_id, str) or not session_id:
        raise Unauthorized("this session has ended; sign in again")
    row = await fetch_session_row(user_id, session_id)
    if row is None or row["session_id"] is None or row["session_revoked_at"] is not None:
        raise Unauthorized("this session has ended; sign in again")
    user_row = {k: v for k, v in row.items() if k not in _SESSION_COLS}
    return Actor(user_id=row["user_id"], username=row["username"], role=row["role"], via=via,
                 is_active=row["is_active"], session_id=session_id, user_row=user_row)
