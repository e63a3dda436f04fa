"""Profile: display name, email, theme and avatar (re-encoded by Pillow to a 256 px PNG)."""

from __future__ import annotations

import asyncio
import io
from datetime import datetime, timezone
from typing import Any

from foldwise.plugins.auth.models import THEMES, AccountProfile
from foldwise.plugins.auth.twofactor import is_enabled, profile_of
from foldwise.sdk import ApiError, User, accounts

__all__ = ["account_record", "update_account", "set_avatar", "avatar_png", "set_theme", "theme_of",
           "MAX_AVATAR_BYTES", "AVATAR_SIZE"]

MAX_AVATAR_BYTES = 2 * 1024 * 1024
AVATAR_SIZE = 256
#: Pixels a decoded upload may have (a small file must not expand into gigabytes).
MAX_AVATAR_PIXELS = 40_000_000


async def account_record(user: User) -> dict[str, Any]:
    """The user's public record plus ``display_name``, ``theme``, ``has_avatar`` and ``two_factor``."""
    profile = await profile_of(user.id)
    return {
        **accounts.user_record(user),
        "display_name": profile.display_name,
        "theme": profile.theme,
        "has_avatar": profile.avatar is not None,
        "two_factor": await is_enabled(user.id),
    }


async def update_account(user: User, email: str | None = None, display_name: str | None = None,
                         email_set: bool = False) -> dict[str, Any]:
    """Change ``email`` (when ``email_set``; None or empty clears it) and ``display_name``.
    400 ``invalid_email`` / ``email_registered``."""
    if email_set:
        value = (email or "").strip().lower() or None
        if value is not None:
            if len(value) > 254 or not accounts._EMAIL_RE.match(value):  # noqa: SLF001 - the one email rule
                raise ApiError("not a valid email address", code="invalid_email")
            if await User.filter(email=value).exclude(id=user.id).exists():
                raise ApiError("email already registered", code="email_registered")
        user.email = value
        await user.save(update_fields=["email"])
    if display_name is not None:
        profile = await profile_of(user.id)
        profile.display_name = display_name.strip()[:100]
        await profile.save(update_fields=["display_name"])
    return await account_record(user)


async def theme_of(user_id: int) -> str:
    """The user's theme (``auto`` when they never chose)."""
    profile = await AccountProfile.get_or_none(user_id=user_id)
    return profile.theme if profile is not None else "auto"


async def set_theme(user_id: int, theme: str) -> None:
    """Store ``light``, ``dark`` or ``auto`` for the user (400 otherwise)."""
    if theme not in THEMES:
        raise ApiError(f"theme must be one of {', '.join(THEMES)}", code="invalid_request")
    profile = await profile_of(user_id)
    profile.theme = theme
    await profile.save(update_fields=["theme"])


def _reencode(data: bytes) -> bytes:
    from PIL import Image, ImageOps, UnidentifiedImageError

    Image.MAX_IMAGE_PIXELS = MAX_AVATAR_PIXELS
    try:
        with Image.open(io.BytesIO(data)) as image:
            if image.width * image.height > MAX_AVATAR_PIXELS:
                raise ApiError("the image has too many pixels", code="invalid_image")
            image = ImageOps.exif_transpose(image).convert("RGBA")
            image = ImageOps.fit(image, (AVATAR_SIZE, AVATAR_SIZE))
            out = io.BytesIO()
            image.save(out, "PNG", optimize=True)
            return out.getvalue()
    except (UnidentifiedImageError, Image.DecompressionBombError, OSError, ValueError, SyntaxError):
        raise ApiError("the file is not an image foldwise can read (PNG, JPEG, GIF, WebP)",
                       code="invalid_image") from None


async def set_avatar(user_id: int, data: bytes) -> None:
    """Re-encode an uploaded image (at most 2 MiB) to a square 256 px PNG and store it.
    413-free: a larger upload is 400 ``file_too_large``; an unreadable one 400 ``invalid_image``."""
    if len(data) > MAX_AVATAR_BYTES:
        raise ApiError("the avatar must be at most 2 MiB", code="file_too_large",
                       details={"max_bytes": MAX_AVATAR_BYTES})
    if not data:
        raise ApiError("no image was sent", code="invalid_image")
    png = await asyncio.to_thread(_reencode, data)
    profile = await profile_of(user_id)
    profile.avatar, profile.avatar_updated_at = png, datetime.now(timezone.utc)
    await profile.save(update_fields=["avatar", "avatar_updated_at"])


async def avatar_png(user_id: int) -> bytes | None:
    """The stored avatar PNG of a user, or None."""
    profile = await AccountProfile.get_or_none(user_id=user_id)
    return None if profile is None or profile.avatar is None else bytes(profile.avatar)
