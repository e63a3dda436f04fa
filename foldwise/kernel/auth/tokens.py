"""JWT access tokens (HS256, server secret) and server-side refresh tokens (single use, rotated)."""

from __future__ import annotations

import hashlib
import secrets
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any

import jwt
from tortoise.expressions import Q

from foldwise.kernel.auth.actor import Actor
from foldwise.kernel.auth.models import RefreshToken, User
from foldwise.kernel.auth.secret import server_secret
from foldwise.kernel.auth.sessions import end_session, end_user_sessions, session_actor, start_session
from foldwise.kernel.errors import Unauthorized
from foldwise.kernel.settings import Settings

__all__ = [
    "TokenPair",
    "create_access_token",
    "decode_access_token",
    "authenticate_access_token",
    "issue_tokens",
    "rotate_refresh_token",
    "revoke_refresh_token",
    "revoke_all_refresh_tokens",
    "revoke_user_sessions",
    "refresh_token_hash",
]

ALGORITHM = "HS256"
ACCESS_TYPE = "access"
REFRESH_PREFIX = "fwr_"


def _now() -> datetime:
    return datetime.now(timezone.utc)


@dataclass(frozen=True)
class TokenPair:
    """What login and refresh answer (``data`` of the envelope)."""

    access_token: str
    refresh_token: str
    expires_in: int
    token_type: str = "bearer"

    def as_dict(self) -> dict[str, Any]:
        return {
            "access_token": self.access_token,
            "refresh_token": self.refresh_token,
            "token_type": self.token_type,
            "expires_in": self.expires_in,
        }


def create_access_token(settings: Settings, user: User, session_id: str) -> tuple[str, int]:
    """Return ``(jwt, lifetime_seconds)`` for ``user`` in session ``session_id``; claims
    sub/sid/role/type/exp/iat/jti (+ username). ``role`` is informative: the guard reads the database."""
    lifetime = settings.auth.access_token_minutes * 60
    now = _now()
    claims = {
        "sub": str(user.id),
        "sid": session_id,
        "username": user.username,
        "role": user.role,
        "type": ACCESS_TYPE,
        "iat": now,
        "exp": now + timedelta(seconds=lifetime),
        "jti": uuid.uuid4().hex,
    }
    return jwt.encode(claims, server_secret(settings), algorithm=ALGORITHM), lifetime


def decode_access_token(settings: Settings, token: str) -> dict[str, Any]:
    """Verify an access token and return its claims; raise ``Unauthorized`` otherwise."""
    try:
        claims = jwt.decode(
            token,
            server_secret(settings),
            algorithms=[ALGORITHM],
            options={"require": ["exp", "iat", "sub", "type"]},
        )
    except jwt.ExpiredSignatureError:
        raise Unauthorized("access token expired") from None
    except jwt.PyJWTError:
        raise Unauthorized("invalid access token") from None
    if claims.get("type") != ACCESS_TYPE or not str(claims.get("sub", "")).isdigit():
        raise Unauthorized("invalid access token")
    return claims


async def authenticate_access_token(settings: Settings, token: str) -> Actor:
    """The actor of a valid access token whose session is live (one query); 401 otherwise."""
    claims = decode_access_token(settings, token)
    return await session_actor(int(claims["sub"]), claims.get("sid"), "jwt")


def refresh_token_hash(token: str) -> str:
    """The stored form of a refresh token (SHA-256 hex; the token has 256 random bits)."""
    return hashlib.sha256(token.encode()).hexdigest()


async def _new_refresh_token(settings: Settings, user_id: int, session_id: str) -> tuple[str, RefreshToken]:
    raw = REFRESH_PREFIX + secrets.token_urlsafe(32)
    record = await RefreshToken.create(
        token_hash=refresh_token_hash(raw),
        user_id=user_id,
        session_id=session_id,
        expires_at=_now() + timedelta(days=settings.auth.refresh_token_days),
    )
    return raw, record


async def issue_tokens(settings: Settings, user: User) -> TokenPair:
    """A new session with a fresh access token and refresh token for ``user`` (login)."""
    session_id = await start_session(user.id, "api")
    access, lifetime = create_access_token(settings, user, session_id)
    refresh, _ = await _new_refresh_token(settings, user.id, session_id)
    return TokenPair(access_token=access, refresh_token=refresh, expires_in=lifetime)


async def _lookup(token: str) -> RefreshToken | None:
    if not token or not token.startswith(REFRESH_PREFIX) or len(token) > 100:
        return None
    return await RefreshToken.get_or_none(token_hash=refresh_token_hash(token))


async def rotate_refresh_token(settings: Settings, token: str) -> TokenPair:
    """Exchange a refresh token for a new pair; the old one is spent.

    The new pair continues the token's session (a token from before sessions existed opens one).
    Presenting an already rotated token again revokes every token and session of its user
    (someone replayed a stolen token). Unknown, revoked, expired or inactive -> 401.
    """
    record = await _lookup(token)
    if record is None:
        raise Unauthorized("invalid refresh token")
    now = _now()
    if record.revoked_at is not None:
        if record.replaced_by is not None:
            await revoke_all_refresh_tokens(record.user_id)  # type: ignore[attr-defined]
        raise Unauthorized("refresh token revoked")
    if record.expires_at <= now:
        raise Unauthorized("refresh token expired")
    # Conditional update: exactly one concurrent caller wins the token.
    spent = await RefreshToken.filter(id=record.id, revoked_at=None).update(revoked_at=now)
    if not spent:
        raise Unauthorized("refresh token revoked")
    user = await User.get_or_none(id=record.user_id)  # type: ignore[attr-defined]
    if user is None or not user.is_active:
        raise Unauthorized("inactive user")
    session_id = record.session_id or await start_session(user.id, "api")
    access, lifetime = create_access_token(settings, user, session_id)
    raw, new = await _new_refresh_token(settings, user.id, session_id)
    await RefreshToken.filter(id=record.id).update(replaced_by=new.id)
    return TokenPair(access_token=access, refresh_token=raw, expires_in=lifetime)


async def revoke_refresh_token(token: str, user_id: int, session_id: str | None = None) -> None:
    """Logout: revoke ``token`` if it belongs to ``user_id`` (otherwise, unknown or spent, 401 and nothing
    changes), then end its session and ``session_id`` (the caller's access token) with their tokens."""
    record = await _lookup(token)
    if record is None or record.user_id != user_id:  # type: ignore[attr-defined]
        raise Unauthorized("invalid refresh token")
    if record.revoked_at is not None:
        raise Unauthorized("refresh token revoked")
    await RefreshToken.filter(id=record.id, revoked_at=None).update(revoked_at=_now())
    for sid in {record.session_id, session_id} - {None}:
        await end_session(sid)
        await RefreshToken.filter(session_id=sid, revoked_at=None).update(revoked_at=_now())


async def revoke_all_refresh_tokens(user_id: int) -> int:
    """Revoke every live refresh token and end every session (API and web) of a user; return how many
    tokens were revoked."""
    await end_user_sessions(user_id)
    return await RefreshToken.filter(user_id=user_id, revoked_at=None).update(revoked_at=_now())


async def revoke_user_sessions(user_id: int, keep_session: str | None = None) -> None:
    """End every session of a user and revoke their refresh tokens, except session ``keep_session`` and its
    tokens (password change keeps the caller signed in; reset and deactivation keep nothing)."""
    await end_user_sessions(user_id, keep=keep_session)
    query = RefreshToken.filter(user_id=user_id, revoked_at=None)
    if keep_session:
        query = query.filter(Q(session_id__isnull=True) | ~Q(session_id=keep_session))
    await query.update(revoked_at=_now())
