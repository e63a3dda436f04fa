"""TOTP two-factor sign-in (RFC 6238, pyotp) with hashed one-time recovery codes."""

from __future__ import annotations

import hashlib
import secrets
import time
from typing import Any

from foldwise.plugins.auth.models import AccountProfile
from foldwise.sdk import ApiError, DetailError, Settings, User, accounts, open_secret, seal_secret

__all__ = ["profile_of", "enroll", "confirm", "disable", "is_enabled", "check_second_factor", "qr_svg",
           "pending_enrolment",
           "RECOVERY_CODES", "OtpRequired"]

PURPOSE = "totp"
ISSUER = "foldwise"
RECOVERY_CODES = 10


class OtpRequired(ApiError):
    """401 ``otp_required``: the password was right; send ``otp`` (a TOTP or recovery code) as well."""

    status, code = 401, "otp_required"

    def __init__(self, message: str = "this account uses two-factor sign-in: send otp", **kw: Any) -> None:
        super().__init__(message, **kw)


async def profile_of(user_id: int) -> AccountProfile:
    """The user's profile row, created on first use."""
    profile, _ = await AccountProfile.get_or_create(user_id=user_id)
    return profile


def _code_digest(user_id: int, code: str) -> str:
    normalised = code.replace("-", "").replace(" ", "").lower()
    return hashlib.sha256(f"{user_id}:{normalised}".encode()).hexdigest()


def _new_recovery_code() -> str:
    raw = secrets.token_hex(5)  # 40 bits each; ten of them, each good once
    return f"{raw[:5]}-{raw[5:]}"


async def is_enabled(user_id: int) -> bool:
    """Whether ``user_id`` signs in with a second factor."""
    return await AccountProfile.filter(user_id=user_id).exclude(totp_secret=None).exists()


async def enroll(settings: Settings, user: User) -> dict[str, str]:
    """Start enrolment: a new secret (pending until confirmed) and its ``otpauth://`` URI.
    409 ``conflict`` when two-factor is already on."""
    import pyotp

    profile = await profile_of(user.id)
    if profile.totp_secret is not None:
        raise ApiError("two-factor sign-in is already on: disable it first", code="conflict", status=409)
    secret = pyotp.random_base32()
    profile.totp_pending = seal_secret(settings, secret, PURPOSE)
    await profile.save(update_fields=["totp_pending"])
    uri = pyotp.TOTP(secret).provisioning_uri(name=user.username, issuer_name=ISSUER)
    return {"secret": secret, "otpauth_uri": uri}


def _totp_step(secret: str, code: str, last_step: int) -> int | None:
    """The time step ``code`` is valid for (one step of clock drift either way), newer than ``last_step``."""
    import pyotp

    code = code.strip().replace(" ", "")
    if not code.isdigit() or len(code) != 6:
        return None
    totp = pyotp.TOTP(secret)
    now = int(time.time())
    for drift in (0, -1, 1):
        moment = now + drift * totp.interval
        step = int(moment // totp.interval)
        if step > last_step and secrets.compare_digest(totp.at(moment), code):
            return step
    return None


async def pending_enrolment(settings: Settings, user: User) -> dict[str, str] | None:
    """The enrolment waiting for its code (``{secret, otpauth_uri}``), or None."""
    import pyotp

    profile = await AccountProfile.get_or_none(user_id=user.id)
    if profile is None or profile.totp_pending is None or profile.totp_secret is not None:
        return None
    secret = open_secret(settings, profile.totp_pending, PURPOSE)
    return {"secret": secret, "otpauth_uri": pyotp.TOTP(secret).provisioning_uri(name=user.username,
                                                                                 issuer_name=ISSUER)}


async def confirm(settings: Settings, user: User, code: str) -> list[str]:
    """Turn two-factor on with a code of the pending secret; return 10 recovery codes (shown once).
    400 ``invalid_otp`` for a wrong code, 409 ``conflict`` without a pending enrolment."""
    profile = await profile_of(user.id)
    if profile.totp_pending is None:
        raise ApiError("no two-factor enrolment is pending: enroll first", code="conflict", status=409)
    secret = open_secret(settings, profile.totp_pending, PURPOSE)
    step = _totp_step(secret, code, 0)
    if step is None:
        raise ApiError("the code is not valid for this secret", code="invalid_otp")
    codes = [_new_recovery_code() for _ in range(RECOVERY_CODES)]
    profile.totp_secret, profile.totp_pending = profile.totp_pending, None
    profile.totp_last_step = step
    profile.recovery_codes = [_code_digest(user.id, c) for c in codes]
    await profile.save(update_fields=["totp_secret", "totp_pending", "totp_last_step", "recovery_codes"])
    return codes


async def _accept_code(settings: Settings, profile: AccountProfile, code: str) -> bool:
    """Accept a TOTP code (each time step once) or spend a recovery code."""
    if profile.totp_secret is None:
        return False
    secret = open_secret(settings, profile.totp_secret, PURPOSE)
    step = _totp_step(secret, code, profile.totp_last_step)
    if step is not None:
        updated = await AccountProfile.filter(user_id=profile.user_id, totp_last_step__lt=step).update(
            totp_last_step=step)
        return bool(updated)
    digest = _code_digest(profile.user_id, code)
    if digest in profile.recovery_codes:
        profile.recovery_codes = [c for c in profile.recovery_codes if c != digest]
        await profile.save(update_fields=["recovery_codes"])
        return True
    return False


async def disable(settings: Settings, user: User, password: str, code: str) -> None:
    """Turn two-factor off; needs the password and a current code (or a recovery code).
    400 ``invalid_password`` / ``invalid_otp``; 409 when it is off."""
    profile = await profile_of(user.id)
    if profile.totp_secret is None:
        raise ApiError("two-factor sign-in is not on", code="conflict", status=409)
    if not await accounts.verify_user_password(user, password):
        raise ApiError("the password is not correct", code="invalid_password")
    if not await _accept_code(settings, profile, code):
        raise ApiError("the code is not valid", code="invalid_otp")
    await AccountProfile.filter(user_id=user.id).update(totp_secret=None, totp_pending=None, recovery_codes=[],
                                                       totp_last_step=0)


async def check_second_factor(settings: Settings, user: User, otp: str | None) -> None:
    """After a correct password: nothing when two-factor is off; 401 ``otp_required`` without ``otp``;
    401 ``{"detail": ...}`` like a wrong password when ``otp`` is not accepted."""
    profile = await AccountProfile.get_or_none(user_id=user.id)
    if profile is None or profile.totp_secret is None:
        return
    if not otp:
        raise OtpRequired()
    if not await _accept_code(settings, profile, otp):
        raise DetailError("Incorrect two-factor code", status=401)


def qr_svg(uri: str) -> str:
    """The ``otpauth://`` URI as an inline SVG QR code (made locally by segno)."""
    import segno

    return segno.make(uri, error="m").svg_inline(scale=5, dark="#000", light="#fff")
