"""Sessions end when their right ends: logout, deactivation, deletion and role changes apply at once
to access tokens, WebSocket handshakes and ``/ui`` cookies."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from typing import Any

import jwt
import pytest

from foldwise.kernel.auth.models import Session, User

from .helpers import PASSWORD, bearer, csrf_from, login, register


async def _me(client: Any, tokens: dict[str, Any]) -> Any:
    return await client.get("/api/v1/auth/me", headers=bearer(tokens))


async def _assert_error(response: Any, status: int, code: str) -> None:
    body = await response.get_json()
    assert response.status_code == status, body
    assert set(body) == {"error", "message", "details"} and body["error"] == code, body


async def test_logout_ends_the_access_token_and_its_refresh_token_at_once(client: Any) -> None:
    await register(client, "alice")
    first, second = await login(client, "alice"), await login(client, "alice")
    done = await client.post("/api/v1/auth/logout", headers=bearer(first),
                             json={"refresh_token": first["refresh_token"]})
    assert done.status_code == 200
    await _assert_error(await _me(client, first), 401, "unauthorized")
    refreshed = await client.post("/api/v1/auth/refresh", json={"refresh_token": first["refresh_token"]})
    await _assert_error(refreshed, 401, "unauthorized")
    # Another sign-in of the same user is a separate session and keeps working.
    assert (await _me(client, second)).status_code == 200


async def test_logout_ends_the_whole_refresh_family(client: Any) -> None:
    """Access tokens minted by refreshing belong to the same session: logout ends them all."""
    await register(client, "alice")
    original = await login(client, "alice")
    rotated = (await (await client.post("/api/v1/auth/refresh", json={
        "refresh_token": original["refresh_token"]})).get_json())["data"]
    assert (await _me(client, original)).status_code == 200  # same session, still live
    await client.post("/api/v1/auth/logout", headers=bearer(original),
                      json={"refresh_token": rotated["refresh_token"]})
    for tokens in (original, rotated):
        await _assert_error(await _me(client, tokens), 401, "unauthorized")


async def test_replayed_refresh_token_ends_every_session(client: Any) -> None:
    await register(client, "alice")
    tokens = await login(client, "alice")
    await client.post("/api/v1/auth/refresh", json={"refresh_token": tokens["refresh_token"]})
    replay = await client.post("/api/v1/auth/refresh", json={"refresh_token": tokens["refresh_token"]})
    assert replay.status_code == 401
    await _assert_error(await _me(client, tokens), 401, "unauthorized")


async def test_deactivation_and_deletion_stop_access_tokens_at_once(client: Any) -> None:
    await register(client, "admin")
    await register(client, "bob")
    bob = await login(client, "bob")
    keys = "/api/v1/api-keys"  # a route that does not read the user itself: the guard must
    assert (await client.get(keys, headers=bearer(bob))).status_code == 200
    await User.filter(username="bob").update(is_active=False)
    await _assert_error(await client.get(keys, headers=bearer(bob)), 403, "forbidden")
    await _assert_error(await _me(client, bob), 403, "forbidden")
    await User.filter(username="bob").update(is_active=True)
    assert (await client.get(keys, headers=bearer(bob))).status_code == 200
    await User.filter(username="bob").delete()
    await _assert_error(await client.get(keys, headers=bearer(bob)), 401, "unauthorized")


async def test_role_comes_from_the_database_not_the_token(client: Any) -> None:
    await register(client, "admin")
    await register(client, "bob")
    bob = await login(client, "bob")
    await User.filter(username="bob").update(role="viewer")  # demoted
    assert (await (await _me(client, bob)).get_json())["data"]["role"] == "viewer"
    demoted = await client.post("/api/v1/api-keys", headers=bearer(bob), json={"name": "x"})
    await _assert_error(demoted, 403, "forbidden")
    await User.filter(username="bob").update(role="admin")  # promoted
    other = await client.post("/api/v1/api-keys", headers=bearer(await login(client, "admin")), json={"name": "a"})
    assert other.status_code == 201
    listed = await client.get("/api/v1/api-keys", headers=bearer(bob))
    assert [k["user"] for k in (await listed.get_json())["data"]["api_keys"]] == ["admin"]  # every user's


async def test_a_token_without_a_live_session_is_refused(client: Any, app: Any) -> None:
    """Tokens from before sessions existed (no ``sid``), and forged session ids, are 401."""
    await register(client, "alice")
    claims = jwt.decode((await login(client, "alice"))["access_token"], options={"verify_signature": False})
    secret = app.app.kernel.settings.secret_key()
    now = datetime.now(timezone.utc)
    for change in ({"sid": None}, {"sid": "0" * 32}, {"sid": 7}):
        forged = {**claims, **change, "iat": now, "exp": now + timedelta(minutes=5)}
        if change["sid"] is None:
            forged.pop("sid")
        token = jwt.encode(forged, secret, algorithm="HS256")
        await _assert_error(await _me(client, {"access_token": token}), 401, "unauthorized")


async def test_a_session_of_another_user_is_refused(client: Any, app: Any) -> None:
    await register(client, "alice")
    await register(client, "bob")
    alice = jwt.decode((await login(client, "alice"))["access_token"], options={"verify_signature": False})
    bob = jwt.decode((await login(client, "bob"))["access_token"], options={"verify_signature": False})
    mixed = jwt.encode({**alice, "sid": bob["sid"]}, app.app.kernel.settings.secret_key(), algorithm="HS256")
    await _assert_error(await _me(client, {"access_token": mixed}), 401, "unauthorized")


async def _ws_refused(client: Any, query: str) -> bool:
    async with client.websocket(f"/api/v1/ws/t{query}") as ws:
        try:
            return json.loads(await ws.receive())["type"] != "connected"
        except Exception:  # noqa: BLE001 - the server closed the socket (1008)
            return True


async def test_websocket_refuses_an_access_token_after_logout(client: Any) -> None:
    await register(client, "alice")
    tokens = await login(client, "alice")
    assert not await _ws_refused(client, f"?token={tokens['access_token']}")
    await client.post("/api/v1/auth/logout", headers=bearer(tokens), json={"refresh_token": tokens["refresh_token"]})
    assert await _ws_refused(client, f"?token={tokens['access_token']}")


async def _web_login(client: Any, username: str) -> None:
    token = csrf_from(await (await client.get("/ui/profile/login")).get_data(as_text=True))
    response = await client.post("/ui/profile/login", form={
        "username": username, "password": PASSWORD, "csrf_token": token, "next": "/ui/profile"})
    assert response.status_code == 303, await response.get_data(as_text=True)


def _session_cookie(client: Any) -> str:
    return next(c.value for c in client.cookie_jar if c.name == "foldwise_session")


def _use_cookie(client: Any, value: str) -> None:
    client.cookie_jar.clear()
    client.set_cookie("localhost", "foldwise_session", value)


async def test_a_saved_ui_cookie_stops_working_after_logout(client: Any) -> None:
    await register(client, "alice")
    await _web_login(client, "alice")
    saved = _session_cookie(client)
    page = await client.get("/ui/profile")
    assert page.status_code == 200
    logout = await client.post("/ui/profile/logout", form={"csrf_token": csrf_from(await page.get_data(as_text=True))})
    assert logout.status_code == 303
    _use_cookie(client, saved)
    replayed = await client.get("/ui/profile")
    assert replayed.status_code == 302 and replayed.headers["Location"].startswith("/ui/profile/login")
    assert await Session.filter(kind="web", revoked_at=None).count() == 0


@pytest.mark.parametrize("change", [{"is_active": False}, {"role": "viewer"}])
async def test_deactivation_and_demotion_apply_to_ui_sessions_at_once(client: Any, change: dict[str, Any]) -> None:
    await register(client, "admin")
    await register(client, "bob")
    await _web_login(client, "bob")
    page = await client.get("/ui/profile/api-keys")
    assert page.status_code == 200
    token = csrf_from(await page.get_data(as_text=True))
    await User.filter(username="bob").update(**change)
    made = await client.post("/ui/profile/api-keys/generate", form={"name": "k", "csrf_token": token})
    if "is_active" in change:
        assert made.status_code == 303  # signed out: back to the sign-in page
        assert (await client.get("/ui/profile")).status_code == 302
    else:
        assert made.status_code == 403
        assert "viewer" in await (await client.get("/ui/profile")).get_data(as_text=True)
