"""API keys ``fw_<id>_<secret>``: one lookup by id, HMAC-SHA256 of the secret, constant-time compare."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from foldwise.kernel.auth.actor import Actor
from foldwise.kernel.auth.lookup import fetch_key_row
from foldwise.kernel.auth.models import ApiKey, User
from foldwise.kernel.auth.scopes import format_scopes, parse_scopes
from foldwise.kernel.auth.secret import server_secret
from foldwise.kernel.errors import InvalidRequest, NotFound, Unauthorized
from foldwise.kernel.settings import Settings

__all__ = [
    "KEY_PREFIX",
    "NewKey",
    "looks_like_api_key",
    "parse_api_key",
    "create_api_key",
    "authenticate_api_key",
    "list_api_keys",
    "revoke_api_key",
    "key_record",
]

KEY_PREFIX = "fw"
ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567"  # lowercase RFC 4648 base32
SECRET_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-"  # URL-safe, no "_"
ID_LENGTH, SECRET_LENGTH = 12, 43
_KEY_RE = re.compile(r"fw_([a-z2-7]{12})_([A-Za-z0-9\-]{43})")
_ID_RE = re.compile(r"[a-z2-7]{12}")
#: ``last_used_at`` is written at most this often per key.
LAST_USED_INTERVAL = 60.0
_last_write: dict[str, float] = {}


def _now() -> datetime:
    return datetime.now(timezone.utc)


@dataclass(frozen=True)
class NewKey:
    """A freshly created key; ``key`` is shown once and never stored."""

    id: str
    name: str
    key: str
    expires_at: datetime | None
    user_id: int
    scopes: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "key": self.key, "expires_at": _iso(self.expires_at),
                "scopes": list(self.scopes)}


def _iso(value: datetime | None) -> str | None:
    return value.astimezone(timezone.utc).isoformat().replace("+00:00", "Z") if value else None


def looks_like_api_key(value: str) -> bool:
    """True when ``value`` has the shape of an API key (prefix ``fw_``)."""
    return value.startswith(KEY_PREFIX + "_")


def parse_api_key(value: str) -> tuple[str, str] | None:
    """Split ``fw_<id>_<secret>`` into ``(id, secret)``; None when malformed."""
    match = _KEY_RE.fullmatch(value)
    return (match.group(1), match.group(2)) if match else None


def _digest(settings: Settings, secret: str) -> str:
    return hmac.new(server_secret(settings), secret.encode(), hashlib.sha256).hexdigest()


def _random(alphabet: str, length: int) -> str:
    return "".join(secrets.choice(alphabet) for _ in range(length))


async def create_api_key(
    settings: Settings, user: User, name: str = "", expires_at: datetime | None = None,
    scopes: list[str] | tuple[str, ...] | None = None,
) -> NewKey:
    """Create a key for ``user``; the returned ``key`` is the only copy of the secret.

    ``scopes`` (see ``foldwise.kernel.auth.scopes``) limit the key to the routes declaring them; without
    scopes the key has its user's rights."""
    try:
        stored_scopes = format_scopes(scopes or ())
    except ValueError as exc:
        raise InvalidRequest(str(exc)) from None
    if expires_at is not None:
        if expires_at.tzinfo is None:
            expires_at = expires_at.replace(tzinfo=timezone.utc)
        if expires_at <= _now():
            raise InvalidRequest("expires_at must be in the future")
    for _ in range(5):
        key_id = _random(ID_ALPHABET, ID_LENGTH)
        if not await ApiKey.exists(id=key_id):
            break
    secret = _random(SECRET_ALPHABET, SECRET_LENGTH)
    await ApiKey.create(
        id=key_id, user_id=user.id, name=name, secret_hmac=_digest(settings, secret), expires_at=expires_at,
        scopes=stored_scopes,
    )
    return NewKey(id=key_id, name=name, key=f"{KEY_PREFIX}_{key_id}_{secret}", expires_at=expires_at,
                  user_id=user.id, scopes=parse_scopes(stored_scopes))


async def authenticate_api_key(settings: Settings, value: str) -> Actor:
    """Return the actor for a presented key: one query (key joined to its user); 401 when not valid."""
    parsed = parse_api_key(value)
    if parsed is None:
        raise Unauthorized("invalid API key")
    key_id, secret = parsed
    row = await fetch_key_row(key_id)
    # Compare even when the id is unknown, so timing does not tell ids apart.
    stored = row["secret_hmac"] if row is not None else "0" * 64
    if not hmac.compare_digest(stored, _digest(settings, secret)) or row is None:
        raise Unauthorized("invalid API key")
    now = _now()
    if row["revoked_at"] is not None:
        raise Unauthorized("API key revoked")
    if row["expires_at"] is not None and row["expires_at"] <= now:
        raise Unauthorized("API key expired")
    await _touch(key_id, row["last_used_at"], now)
    return Actor(user_id=row["user_id"], username=row["username"], role=row["role"], via="api_key",
                 is_active=row["is_active"], key_id=key_id, scopes=parse_scopes(row.get("scopes")),
                 user_row={k: v for k, v in row.items() if k not in ("secret_hmac", "scopes")})


async def _touch(key_id: str, last_used_at: datetime | None, now: datetime) -> None:
    """Record use at most once per ``LAST_USED_INTERVAL`` per key (memory first, then the stored value)."""
    mono = time.monotonic()
    last = _last_write.get(key_id)
    if last is not None and mono - last < LAST_USED_INTERVAL:
        return
    _last_write[key_id] = mono
    if last_used_at is not None and (now - last_used_at).total_seconds() < LAST_USED_INTERVAL:
        return
    await ApiKey.filter(id=key_id).update(last_used_at=now)


def key_record(key: ApiKey, username: str | None = None) -> dict[str, Any]:
    """The public record of a key (never the secret or its HMAC)."""
    out = {
        "id": key.id,
        "name": key.name,
        "created_at": _iso(key.created_at),
        "expires_at": _iso(key.expires_at),
        "last_used_at": _iso(key.last_used_at),
        "scopes": list(parse_scopes(key.scopes)),
    }
    if username is not None:
        out["user"] = username
    return out


async def list_api_keys(user_id: int | None = None) -> list[dict[str, Any]]:
    """Live (not revoked) keys, newest first; ``user_id=None`` lists every user's keys."""
    query = ApiKey.filter(revoked_at=None)
    if user_id is not None:
        query = query.filter(user_id=user_id)
    keys = await query.order_by("-created_at").select_related("user")
    return [key_record(k, k.user.username) for k in keys]


async def revoke_api_key(key_id: str, user_id: int | None = None) -> None:
    """Revoke a key; ``user_id`` limits it to that user's keys (others answer 404, and so does an id that
    cannot be one: it is never sent to the database)."""
    if not _ID_RE.fullmatch(key_id):
        raise NotFound("no such API key")
    query = ApiKey.filter(id=key_id, revoked_at=None)
    if user_id is not None:
        query = query.filter(user_id=user_id)
    if not await query.update(revoked_at=_now()):
        raise NotFound(f"no API key {key_id!r}")
