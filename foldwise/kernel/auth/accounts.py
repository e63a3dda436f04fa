"""Accounts: registration, password sign-in, user records. No web imports."""

from __future__ import annotations

import asyncio
import re
from datetime import timezone
from typing import Any

from tortoise.exceptions import IntegrityError
from tortoise.expressions import Q

from foldwise.kernel.auth import lockout
from foldwise.kernel.auth.models import ROLE_CHOICES, User, username_key
from foldwise.kernel.auth.passwords import dummy_verify, hash_password, verify_password
from foldwise.kernel.errors import ApiError, DetailError, Forbidden, InvalidRequest
from foldwise.kernel.settings import Settings

__all__ = [
    "USERNAME_PATTERN",
    "register_user",
    "create_user",
    "authenticate_password",
    "find_user",
    "user_record",
    "InactiveUser",
    "check_password_policy",
    "verify_user_password",
    "set_password",
]

USERNAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}$"
_USERNAME_RE = re.compile(USERNAME_PATTERN)
_EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_first_user_lock = asyncio.Lock()


class InactiveUser(ApiError):
    status, code = 400, "inactive_user"

    def __init__(self, message: str = "this account is inactive", **kw: Any) -> None:
        super().__init__(message, **kw)


def check_password_policy(settings: Settings, password: str) -> None:
    """400 ``invalid_password`` unless ``password`` meets the length policy."""
    _check_password(settings, password)


async def verify_user_password(user: User, password: str) -> bool:
    """Whether ``password`` is ``user``'s current password (argon2id, off the event loop)."""
    return await verify_password(user.password_hash, password)


async def set_password(settings: Settings, user: User, password: str) -> None:
    """Store a new password for ``user`` (policy checked, argon2id hashed)."""
    _check_password(settings, password)
    user.password_hash = await hash_password(password)
    await user.save(update_fields=["password_hash"])


def _check_password(settings: Settings, password: str) -> None:
    minimum = settings.auth.min_password_length
    if len(password) < minimum:
        raise ApiError(f"password must be at least {minimum} characters", code="invalid_password",
                       details={"min_length": minimum})
    if len(password) > 1024:
        raise ApiError("password is too long (at most 1024 characters)", code="invalid_password")


async def create_user(
    settings: Settings,
    username: str,
    password: str,
    email: str | None = None,
    role: str | None = None,
) -> User:
    """Create a user; ``role=None`` makes the first user ``admin`` and later ones ``member``.

    400 ``invalid_password`` / ``invalid_username`` / ``invalid_email`` / ``username_taken`` /
    ``email_registered``.
    """
    if not _USERNAME_RE.match(username):
        raise ApiError("username must be 1-64 letters, digits or . _ @ - (starting with a letter or digit)",
                       code="invalid_username")
    if email is not None:
        email = email.strip().lower() or None
        if email is not None and (len(email) > 254 or not _EMAIL_RE.match(email)):
            raise ApiError("not a valid email address", code="invalid_email")
    if role is not None and role not in ROLE_CHOICES:
        raise InvalidRequest(f"role must be one of {', '.join(ROLE_CHOICES)}")
    _check_password(settings, password)
    password_hash = await hash_password(password)
    async with _first_user_lock:
        if await User.filter(username_key=username_key(username)).exists():
            raise ApiError("username already taken", code="username_taken")
        if email is not None and await User.filter(email=email).exists():
            raise ApiError("email already registered", code="email_registered")
        if role is None:
            role = "member" if await User.exists() else "admin"
        try:
            return await User.create(username=username, email=email, password_hash=password_hash, role=role)
        except IntegrityError:  # another instance registered the same name (any case) or email just now
            if email is not None and await User.filter(email=email).exists():
                raise ApiError("email already registered", code="email_registered") from None
            raise ApiError("username already taken", code="username_taken") from None


async def register_user(settings: Settings, username: str, password: str, email: str | None) -> User:
    """Self-registration (REST and web): the first account (the admin) always; after it, 403
    ``registration_closed`` unless ``auth.registration_open`` is true (admins add people instead)."""
    if not settings.auth.registration_open and await User.exists():
        raise Forbidden("registration is closed: an administrator adds accounts (foldwise users create NAME, "
                        "POST /api/v1/users) or sets [auth] registration_open = true", code="registration_closed")
    return await create_user(settings, username, password, email)


async def find_user(username: str) -> User | None:
    """The user named ``username`` without regard to case (an exact spelling wins: one query)."""
    if not username or len(username) > 64:
        return None
    found = await User.filter(Q(username=username) | Q(username_key=username_key(username))).limit(2)
    return next((u for u in found if u.username == username), found[0] if found else None)


async def authenticate_password(username: str, password: str) -> User:
    """Check credentials: 401 ``{"detail": "Incorrect username or password"}``; 400 inactive user;
    429 ``rate_limited`` while the username is locked out (``lockout``)."""
    await lockout.check(username)
    user = await find_user(username)
    if user is None:
        await dummy_verify(password)
        await lockout.failed(username)
        raise DetailError("Incorrect username or password", status=401)
    if not await verify_password(user.password_hash, password):
        await lockout.failed(username)
        raise DetailError("Incorrect username or password", status=401)
    await lockout.succeeded(username)
    if not user.is_active:
        raise InactiveUser()
    return user


def user_record(user: User | dict[str, Any]) -> dict[str, Any]:
    """The public record of a user (never the password hash); takes a model or a ``lookup`` row."""
    if isinstance(user, dict):
        user_id, get = user["user_id"], user.__getitem__
    else:
        user_id, get = user.id, lambda name: getattr(user, name)
    created = get("created_at").astimezone(timezone.utc).isoformat().replace("+00:00", "Z")
    return {
        "id": user_id,
        "username": get("username"),
        "email": get("email"),
        "role": get("role"),
        "is_active": get("is_active"),
        "created_at": created,
    }
