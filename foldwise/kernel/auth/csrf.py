"""CSRF protection for the web interface: a per-session token checked on every state-changing form."""

from __future__ import annotations

import hmac
import secrets

from quart import request, session

from foldwise.kernel.errors import Forbidden

__all__ = ["csrf_token", "rotate_csrf_token", "validate_csrf", "CSRF_FIELD", "CSRF_HEADER", "UNSAFE_METHODS"]

CSRF_FIELD = "csrf_token"
CSRF_HEADER = "X-CSRF-Token"
SESSION_KEY = "csrf"
UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def csrf_token() -> str:
    """The session's CSRF token (created on first use); put it in every form as ``csrf_token``."""
    token = session.get(SESSION_KEY)
    if not token:
        token = session[SESSION_KEY] = secrets.token_urlsafe(32)
    return token


def rotate_csrf_token() -> str:
    """Issue a new token (after sign-in and sign-out)."""
    token = session[SESSION_KEY] = secrets.token_urlsafe(32)
    return token


async def validate_csrf() -> None:
    """403 unless the ``X-CSRF-Token`` header or ``csrf_token`` form field matches the session's token."""
    expected = session.get(SESSION_KEY)
    submitted = request.headers.get(CSRF_HEADER)
    if not submitted and request.mimetype in ("application/x-www-form-urlencoded", "multipart/form-data"):
        submitted = (await request.form).get(CSRF_FIELD)
    if not expected or not submitted or not hmac.compare_digest(str(expected), str(submitted)):
        raise Forbidden("CSRF token missing or invalid; reload the page and try again")
