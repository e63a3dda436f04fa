"""Per-account sign-in lockout with backoff (JSON, form and the /ui page), and rate limits per user."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, AsyncIterator

import pytest

from foldwise.kernel.auth import lockout
from foldwise.kernel.auth.models import SignInFailure
from tests.conftest import make_settings
from tests.waiting import freeze_rate_limits

from .helpers import PASSWORD, bearer, csrf_from, login, register

WRONG = "wrong-" + PASSWORD


@pytest.fixture
async def unlimited(home: Path, root: Path) -> AsyncIterator[Any]:
    """An app whose request rate limits are off, so only the account lockout answers 429."""
    from foldwise.kernel.app import create_app

    app = create_app(make_settings(home, [root], rate_limits={"enabled": False}))
    async with app.test_app() as test_app:
        yield test_app.test_client()


async def _json_login(client: Any, username: str, password: str = WRONG) -> Any:
    return await client.post("/api/v1/auth/login", json={"username": username, "password": password})


async def _assert_locked(response: Any, seconds: int) -> None:
    body = await response.get_json()
    assert response.status_code == 429, body
    assert set(body) == {"error", "message", "details"} and body["error"] == "rate_limited"
    assert seconds - 2 <= body["details"]["retry_after"] <= seconds
    assert response.headers.get_all("Retry-After") == [str(body["details"]["retry_after"])]


async def _rewind_lock(username: str) -> None:
    """End the current lock period without waiting for it (the state lives in the database)."""
    past = datetime.now(timezone.utc) - timedelta(seconds=1)
    await SignInFailure.filter(username_key=username.lower()).update(locked_until=past)


def test_lock_durations_double_and_are_capped() -> None:
    assert [lockout.lock_seconds(n) for n in range(1, 11)] == [0, 0, 0, 0, 60, 120, 240, 480, 900, 900]
    assert lockout.lock_seconds(10_000) == 900


async def test_five_failures_lock_the_account_even_for_the_right_password(unlimited: Any) -> None:
    client = unlimited
    await register(client, "alice")
    for _ in range(5):
        assert (await _json_login(client, "alice")).status_code == 401
    await _assert_locked(await _json_login(client, "alice", PASSWORD), 60)
    await _assert_locked(await _json_login(client, "ALICE", PASSWORD), 60)  # any case: same account
    form = await client.post("/api/v1/auth/login", form={"username": "Alice", "password": PASSWORD})
    await _assert_locked(form, 60)
    # Backoff: after the lock, each further failure doubles it.
    await _rewind_lock("alice")
    assert (await _json_login(client, "alice")).status_code == 401
    await _assert_locked(await _json_login(client, "alice", PASSWORD), 120)
    # When the lock is over, the right password signs in and clears the record.
    await _rewind_lock("alice")
    assert (await _json_login(client, "alice", PASSWORD)).status_code == 200
    assert not await SignInFailure.exists(username_key="alice")


async def test_success_resets_the_count(unlimited: Any) -> None:
    client = unlimited
    await register(client, "alice")
    for _ in range(4):
        assert (await _json_login(client, "alice")).status_code == 401
    await login(client, "alice")
    for _ in range(4):
        assert (await _json_login(client, "alice")).status_code == 401
    assert (await _json_login(client, "alice", PASSWORD)).status_code == 200


async def test_unknown_usernames_lock_the_same_way(unlimited: Any) -> None:
    client = unlimited
    await register(client, "alice")
    answers = {}
    for name in ("alice", "nobody"):
        for _ in range(5):
            failed = await _json_login(client, name)
            assert failed.status_code == 401 and await failed.get_json() == {"detail": "Incorrect username or password"}
        locked = await _json_login(client, name)
        await _assert_locked(locked, 60)
        body = await locked.get_json()
        answers[name] = (locked.status_code, body["error"], body["message"], set(locked.headers.keys()))
    assert answers["alice"] == answers["nobody"]


async def test_lockout_is_per_account(unlimited: Any) -> None:
    client = unlimited
    await register(client, "alice")
    await register(client, "bob")
    for _ in range(6):
        await _json_login(client, "alice")
    assert (await _json_login(client, "bob", PASSWORD)).status_code == 200


async def test_the_ui_sign_in_page_is_locked_too(unlimited: Any) -> None:
    client = unlimited
    await register(client, "alice")
    for _ in range(5):
        await _json_login(client, "alice")
    token = csrf_from(await (await client.get("/ui/profile/login")).get_data(as_text=True))
    page = await client.post("/ui/profile/login", form={"username": "alice", "password": PASSWORD,
                                                        "csrf_token": token})
    assert page.status_code == 429
    assert page.headers["Retry-After"] in {"59", "60"}
    assert "too many failed sign-ins" in await page.get_data(as_text=True)
    assert (await client.get("/ui/profile")).status_code == 302  # not signed in


async def test_ui_failures_count_towards_the_lock(unlimited: Any) -> None:
    client = unlimited
    await register(client, "alice")
    token = csrf_from(await (await client.get("/ui/profile/login")).get_data(as_text=True))
    for _ in range(5):
        page = await client.post("/ui/profile/login", form={"username": "ALICE", "password": WRONG,
                                                            "csrf_token": token})
        assert page.status_code == 401
    await _assert_locked(await _json_login(client, "alice", PASSWORD), 60)


@pytest.fixture
async def small_limit(home: Path, root: Path) -> AsyncIterator[Any]:
    """Default limit 8, the rate-limit clock frozen so every request falls in one window."""
    from foldwise.kernel.app import create_app

    app = create_app(make_settings(home, [root], rate_limits={"default": 8}))
    async with app.test_app() as test_app:
        freeze_rate_limits(test_app)
        yield test_app.test_client()


async def test_all_keys_and_sessions_of_a_user_share_one_allowance(small_limit: Any) -> None:
    client = small_limit
    await register(client, "alice")  # ip hit 1
    tokens = await login(client, "alice")  # ip hit 2
    keys = []
    for name in ("a", "b"):
        created = await client.post("/api/v1/api-keys", headers=bearer(tokens), json={"name": name})
        keys.append({"X-API-Key": (await created.get_json())["data"]["key"]})
    credentials = [bearer(tokens), *keys]  # alice's user bucket: 2 hits so far
    remaining = []
    for i in range(6):
        response = await client.get("/api/v1/auth/me", headers=credentials[i % 3])
        assert response.status_code == 200
        remaining.append(int(response.headers["X-RateLimit-Remaining"]))
    assert remaining == [5, 4, 3, 2, 1, 0]
    for headers in credentials:
        refused = await client.get("/api/v1/auth/me", headers=headers)
        assert refused.status_code == 429 and (await refused.get_json())["error"] == "rate_limited"
    # Anonymous requests are counted per client address, apart from the user's bucket.
    health = await client.get("/api/v1/health")
    assert health.status_code == 200 and health.headers["X-RateLimit-Remaining"] == "5"
