"""Password change and forgotten-password reset (one-time links, 1 hour, stored as SHA-256 digests)."""

from __future__ import annotations

import hashlib
import logging
import secrets
from datetime import datetime, timedelta, timezone
from typing import Any

from tortoise.expressions import Q

from foldwise.plugins.auth.mail import mail_config, send_mail
from foldwise.plugins.auth.models import PasswordResetToken
from foldwise.sdk import ApiError, User, accounts, tokens

__all__ = ["change_password", "create_reset_link", "forgot_password", "reset_password", "RESET_LIFETIME",
           "RESET_PATH"]

log = logging.getLogger("foldwise.auth")
RESET_LIFETIME = timedelta(hours=1)
RESET_PATH = "/ui/profile/reset-password"
_PREFIX = "fwp_"


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


async def _sign_out_everywhere(user_id: int, keep_session: str | None = None) -> None:
    """End every session and refresh token of ``user_id`` except ``keep_session`` (the caller's)."""
    await tokens.revoke_user_sessions(user_id, keep_session)


async def change_password(kernel: Any, user: User, current: str, new: str, keep_session: str | None) -> None:
    """Change the password after checking the current one (400 ``invalid_password``); every other session and
    refresh token of the user stops working at once (the caller's own session stays)."""
    if not await accounts.verify_user_password(user, current):
        raise ApiError("the current password is not correct", code="invalid_password")
    await accounts.set_password(kernel.settings, user, new)
    await _sign_out_everywhere(user.id, keep_session)


async def create_reset_link(kernel: Any, user: User) -> str:
    """A new one-time reset link for ``user`` (earlier unused links stop working)."""
    await PasswordResetToken.filter(user_id=user.id, used_at=None).update(used_at=_now())
    token = _PREFIX + secrets.token_urlsafe(32)
    await PasswordResetToken.create(token_hash=_digest(token), user_id=user.id,
                                    expires_at=_now() + RESET_LIFETIME)
    base = mail_config(kernel).base_url.rstrip("/")
    return f"{base}{RESET_PATH}?token={token}"


async def forgot_password(kernel: Any, username_or_email: str) -> None:
    """Mail a reset link when ``[mail]`` is set and the account exists and is active.

    Answers the same way whatever happens (no account enumeration): failures are logged only."""
    text = username_or_email.strip()
    if not text or len(text) > 254:
        return
    query = Q(email=text.lower())
    if len(text) <= 64:  # longer is never a username (and must not reach the 64-character column)
        query |= Q(username_key=text.lower())
    user = await User.filter(query).first()
    config = mail_config(kernel)
    if user is None or not user.is_active or not user.email or not config.host:
        return
    link = await create_reset_link(kernel, user)
    body = (f"Someone (hopefully you) asked to reset the foldwise password of {user.username}.\n\n"
            f"Open this link within one hour to choose a new password:\n{link}\n\n"
            "If you did not ask for this, ignore this mail: your password stays as it is.\n")
    try:
        await send_mail(config, user.email, "Reset your foldwise password", body)
    except Exception as exc:  # noqa: BLE001 - the caller always answers 202; the admin reads the log
        log.warning("password reset mail to user %s failed: %s", user.id, exc)


async def reset_password(kernel: Any, token: str, new_password: str) -> User:
    """Spend a reset token and set the new password; every session of the user ends.
    400 ``invalid_token`` for an unknown, used or expired token."""
    if not token.startswith(_PREFIX) or len(token) > 100:
        raise ApiError("this reset link is not valid (it may be used or expired): ask for a new one",
                       code="invalid_token")
    accounts.check_password_policy(kernel.settings, new_password)
    record = await PasswordResetToken.get_or_none(token_hash=_digest(token))
    now = _now()
    if record is None or record.used_at is not None or record.expires_at <= now:
        raise ApiError("this reset link is not valid (it may be used or expired): ask for a new one",
                       code="invalid_token")
    spent = await PasswordResetToken.filter(id=record.id, used_at=None).update(used_at=now)
    user = await User.get_or_none(id=record.user_id)
    if not spent or user is None or not user.is_active:
        raise ApiError("this reset link is not valid (it may be used or expired): ask for a new one",
                       code="invalid_token")
    await accounts.set_password(kernel.settings, user, new_password)
    await _sign_out_everywhere(user.id)
    return user
