"""Helpers for the auth tests."""

from __future__ import annotations

import re
from typing import Any

from foldwise.kernel.auth.models import ApiKey, RefreshToken, User

PASSWORD = "correct horse battery staple"
_CSRF_RE = re.compile(r'name="csrf_token" value="([^"]+)"')


async def stored_secrets() -> list[str]:
    """Every hash and HMAC held in the database."""
    values: list[str] = []
    values += [u.password_hash for u in await User.all()]
    values += [k.secret_hmac for k in await ApiKey.all()]
    values += [t.token_hash for t in await RefreshToken.all()]
    return values


async def assert_no_secrets(response: Any, *extra: str) -> None:
    """The response body carries no password hash, key HMAC, refresh-token hash or given secret."""
    text = await response.get_data(as_text=True)
    for marker in ("$argon2", "password_hash", "secret_hmac", "token_hash"):
        assert marker not in text, f"{marker} leaked in {text[:300]}"
    for value in [*await stored_secrets(), *extra]:
        assert value not in text, "a stored secret leaked into a response"


def csrf_from(html: str) -> str:
    match = _CSRF_RE.search(html)
    assert match, "no csrf_token field in the page"
    return match.group(1)


async def register(client: Any, username: str, password: str = PASSWORD, email: str | None = None) -> Any:
    return await client.post("/api/v1/auth/register", json={
        "username": username, "password": password, "email": email or f"{username}@example.com"})


async def login(client: Any, username: str, password: str = PASSWORD) -> dict[str, Any]:
    response = await client.post("/api/v1/auth/login", json={"username": username, "password": password})
    body = await response.get_json()
    assert response.status_code == 200, body
    return body["data"]


def bearer(tokens: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {tokens['access_token']}"}
