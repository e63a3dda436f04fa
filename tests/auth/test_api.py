"""REST authentication against the real app: register, login, refresh, logout, me, API keys, roles."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

import jwt

from foldwise.kernel.auth.accounts import create_user
from foldwise.kernel.auth.models import ApiKey, RefreshToken, User

from .helpers import PASSWORD, assert_no_secrets, bearer, login, register


async def test_first_user_is_admin_later_member(client: Any) -> None:
    first = await register(client, "alice")
    assert first.status_code == 201
    body = await first.get_json()
    assert body["success"] is True
    assert body["data"]["role"] == "admin" and body["data"]["username"] == "alice"
    await assert_no_secrets(first, PASSWORD)
    second = await register(client, "bob")
    assert (await second.get_json())["data"]["role"] == "member"
    stored = await User.get(username="bob")
    assert stored.password_hash.startswith("$argon2id$")


async def test_register_rejections(client: Any) -> None:
    short = await register(client, "alice", password="elevenchars")
    assert short.status_code == 400
    assert (await short.get_json())["error"] == "invalid_password"
    assert (await register(client, "alice")).status_code == 201
    dup = await register(client, "alice", email="other@example.com")
    assert dup.status_code == 400 and (await dup.get_json())["error"] == "username_taken"
    dup_mail = await register(client, "carol", email="ALICE@example.com")
    assert dup_mail.status_code == 400 and (await dup_mail.get_json())["error"] == "email_registered"
    missing = await client.post("/api/v1/auth/register", json={"username": "dave"})
    body = await missing.get_json()
    assert missing.status_code == 422 and body["error"] == "validation_error"
    assert {tuple(d["loc"]) for d in body["details"]} >= {("password",), ("email",)}
    assert PASSWORD not in str(body)


async def test_login_json_and_form_then_me(client: Any, app: Any) -> None:
    await register(client, "alice")
    tokens = await login(client, "alice")
    assert tokens["token_type"] == "bearer" and tokens["expires_in"] == 30 * 60
    claims = jwt.decode(tokens["access_token"], app.app.kernel.settings.secret_key(), algorithms=["HS256"])
    assert claims["sub"] == str((await User.get(username="alice")).id)
    assert claims["type"] == "access" and claims["role"] == "admin"
    assert {"exp", "iat", "jti"} <= set(claims)
    assert claims["exp"] - claims["iat"] == 1800

    form = await client.post("/api/v1/auth/login", form={"username": "alice", "password": PASSWORD})
    assert form.status_code == 200
    form_tokens = (await form.get_json())["data"]
    assert form_tokens["refresh_token"] != tokens["refresh_token"]

    me = await client.get("/api/v1/auth/me", headers=bearer(form_tokens))
    assert me.status_code == 200
    assert (await me.get_json())["data"]["username"] == "alice"
    await assert_no_secrets(me, PASSWORD)


async def test_login_failures(client: Any) -> None:
    await register(client, "alice")
    wrong = await client.post("/api/v1/auth/login", json={"username": "alice", "password": "nope" * 4})
    assert wrong.status_code == 401
    assert await wrong.get_json() == {"detail": "Incorrect username or password"}
    unknown = await client.post("/api/v1/auth/login", json={"username": "zed", "password": PASSWORD})
    assert unknown.status_code == 401 and await unknown.get_json() == {"detail": "Incorrect username or password"}
    await User.filter(username="alice").update(is_active=False)
    inactive = await client.post("/api/v1/auth/login", json={"username": "alice", "password": PASSWORD})
    assert inactive.status_code == 400 and (await inactive.get_json())["error"] == "inactive_user"
    empty = await client.post("/api/v1/auth/login", data="not json", headers={"Content-Type": "text/plain"})
    assert empty.status_code == 422 and (await empty.get_json())["error"] == "validation_error"


async def test_refresh_rotation_and_reuse(client: Any) -> None:
    await register(client, "alice")
    first = await login(client, "alice")
    rotated = await client.post("/api/v1/auth/refresh", json={"refresh_token": first["refresh_token"]})
    assert rotated.status_code == 200
    second = (await rotated.get_json())["data"]
    assert second["refresh_token"] != first["refresh_token"]
    assert (await client.get("/api/v1/auth/me", headers=bearer(second))).status_code == 200
    await assert_no_secrets(rotated)

    replay = await client.post("/api/v1/auth/refresh", json={"refresh_token": first["refresh_token"]})
    assert replay.status_code == 401 and (await replay.get_json())["error"] == "unauthorized"
    # Replaying a spent token revokes the whole family, including the token issued in its place.
    after = await client.post("/api/v1/auth/refresh", json={"refresh_token": second["refresh_token"]})
    assert after.status_code == 401
    bogus = await client.post("/api/v1/auth/refresh", json={"refresh_token": "fwr_" + "x" * 43})
    assert bogus.status_code == 401
    assert all(t.revoked_at is not None for t in await RefreshToken.all())


async def test_refresh_expired_and_inactive(client: Any) -> None:
    await register(client, "alice")
    tokens = await login(client, "alice")
    await RefreshToken.all().update(expires_at=datetime.now(timezone.utc) - timedelta(seconds=1))
    expired = await client.post("/api/v1/auth/refresh", json={"refresh_token": tokens["refresh_token"]})
    assert expired.status_code == 401
    tokens = await login(client, "alice")
    await User.filter(username="alice").update(is_active=False)
    inactive = await client.post("/api/v1/auth/refresh", json={"refresh_token": tokens["refresh_token"]})
    assert inactive.status_code == 401


async def test_logout(client: Any) -> None:
    await register(client, "alice")
    await register(client, "bob")
    alice, bob = await login(client, "alice"), await login(client, "bob")
    no_access = await client.post("/api/v1/auth/logout", json={"refresh_token": alice["refresh_token"]})
    assert no_access.status_code == 401
    other = await client.post("/api/v1/auth/logout", headers=bearer(alice),
                              json={"refresh_token": bob["refresh_token"]})
    assert other.status_code == 401
    done = await client.post("/api/v1/auth/logout", headers=bearer(alice),
                             json={"refresh_token": alice["refresh_token"]})
    assert done.status_code == 200 and (await done.get_json())["data"] == {"revoked": True}
    again = await client.post("/api/v1/auth/refresh", json={"refresh_token": alice["refresh_token"]})
    assert again.status_code == 401
    # bob's token was untouched by alice's attempt
    assert (await client.post("/api/v1/auth/refresh", json={"refresh_token": bob["refresh_token"]})).status_code == 200


async def test_credentials_required_and_bad_ones_refused(client: Any, app: Any) -> None:
    anonymous = await client.get("/api/v1/auth/me")
    assert anonymous.status_code == 401
    assert await anonymous.get_json() == {"error": "unauthorized", "message": "authentication required",
                                          "details": None}
    assert (await client.get("/api/v1/api-keys")).status_code == 401
    assert (await client.get("/api/v1/health")).status_code == 200  # public

    await register(client, "alice")
    tokens = await login(client, "alice")
    key = (await (await client.post("/api/v1/api-keys", headers=bearer(tokens), json={"name": "ci"})).get_json())
    api_key = key["data"]["key"]
    as_bearer = await client.get("/api/v1/auth/me", headers={"Authorization": f"Bearer {api_key}"})
    assert as_bearer.status_code == 401 and (await as_bearer.get_json())["error"] == "unauthorized"
    assert (await client.get("/api/v1/auth/me", headers={"X-API-Key": api_key})).status_code == 200

    secret = app.app.kernel.settings.secret_key()
    now = datetime.now(timezone.utc)
    expired = jwt.encode({"sub": "1", "role": "admin", "type": "access", "iat": now - timedelta(hours=2),
                          "exp": now - timedelta(hours=1), "jti": "x"}, secret, algorithm="HS256")
    forged = jwt.encode({"sub": "1", "role": "admin", "type": "access", "iat": now,
                         "exp": now + timedelta(hours=1), "jti": "x"}, b"not the server secret, but long enough", algorithm="HS256")
    refresh_as_access = tokens["refresh_token"]
    for value in (expired, forged, refresh_as_access, "garbage"):
        response = await client.get("/api/v1/auth/me", headers={"Authorization": f"Bearer {value}"})
        assert response.status_code == 401, value
    basic = await client.get("/api/v1/auth/me", headers={"Authorization": "Basic YWxpY2U6eA=="})
    assert basic.status_code == 401
    for bad in ("fw_short_x", api_key[:-1] + ("A" if api_key[-1] != "A" else "B"), "fw_" + "a" * 12 + "_" + "b" * 43):
        assert (await client.get("/api/v1/auth/me", headers={"X-API-Key": bad})).status_code == 401


async def test_api_key_lifecycle(client: Any) -> None:
    await register(client, "alice")
    tokens = await login(client, "alice")
    made = await client.post("/api/v1/api-keys", headers=bearer(tokens),
                             json={"name": "backup", "expires_at": "2999-01-01"})
    assert made.status_code == 201
    data = (await made.get_json())["data"]
    assert set(data) == {"id", "name", "key", "expires_at", "scopes"} and data["scopes"] == []
    assert data["key"].startswith(f"fw_{data['id']}_") and len(data["id"]) == 12
    assert data["expires_at"].startswith("2999-01-02T00:00:00")

    listing = await client.get("/api/v1/api-keys", headers={"X-API-Key": data["key"]})
    records = (await listing.get_json())["data"]["api_keys"]
    assert [r["id"] for r in records] == [data["id"]]
    assert {"id", "name", "created_at", "expires_at", "last_used_at"} <= set(records[0])
    await assert_no_secrets(listing, data["key"], data["key"].rsplit("_", 1)[1])

    stored = await ApiKey.get(id=data["id"])
    assert stored.last_used_at is not None
    past = await client.post("/api/v1/api-keys", headers=bearer(tokens), json={"expires_at": "2000-01-01"})
    assert past.status_code == 400
    bad = await client.post("/api/v1/api-keys", headers=bearer(tokens), json={"expires_at": "soon"})
    assert bad.status_code == 400

    gone = await client.delete(f"/api/v1/api-keys/{data['id']}", headers=bearer(tokens))
    assert gone.status_code == 200 and (await gone.get_json())["data"] == {"id": data["id"], "revoked": True}
    revoked = await client.get("/api/v1/auth/me", headers={"X-API-Key": data["key"]})
    assert revoked.status_code == 401
    assert (await client.delete(f"/api/v1/api-keys/{data['id']}", headers=bearer(tokens))).status_code == 404
    # An id that cannot be a key id (too long, non-ASCII, control characters: found by fuzzing) is a plain 404.
    for odd in ("%F0%AE%B3%8BL%C2%936%2B%C2%A0%C2%88%16%1B%07", "a" * 13, "ABCDEFGHIJKL"):
        response = await client.delete(f"/api/v1/api-keys/{odd}", headers=bearer(tokens))
        assert response.status_code == 404 and (await response.get_json())["error"] == "not_found", odd


async def test_expired_key_is_401(client: Any) -> None:
    await register(client, "alice")
    tokens = await login(client, "alice")
    data = (await (await client.post("/api/v1/api-keys", headers=bearer(tokens),
                                     json={"expires_at": "2999-01-01T00:00:00Z"})).get_json())["data"]
    assert (await client.get("/api/v1/auth/me", headers={"X-API-Key": data["key"]})).status_code == 200
    await ApiKey.filter(id=data["id"]).update(expires_at=datetime.now(timezone.utc) - timedelta(seconds=1))
    expired = await client.get("/api/v1/auth/me", headers={"X-API-Key": data["key"]})
    assert expired.status_code == 401 and (await expired.get_json())["message"] == "API key expired"


async def test_keys_are_per_user_admin_sees_all(client: Any) -> None:
    await register(client, "alice")
    await register(client, "bob")
    alice, bob = await login(client, "alice"), await login(client, "bob")
    a_key = (await (await client.post("/api/v1/api-keys", headers=bearer(alice), json={"name": "a"})).get_json())
    b_key = (await (await client.post("/api/v1/api-keys", headers=bearer(bob), json={"name": "b"})).get_json())
    bob_list = (await (await client.get("/api/v1/api-keys", headers=bearer(bob))).get_json())["data"]["api_keys"]
    assert [k["name"] for k in bob_list] == ["b"]
    admin_list = (await (await client.get("/api/v1/api-keys", headers=bearer(alice))).get_json())["data"]
    assert sorted((k["name"], k["user"]) for k in admin_list["api_keys"]) == [("a", "alice"), ("b", "bob")]
    steal = await client.delete(f"/api/v1/api-keys/{a_key['data']['id']}", headers=bearer(bob))
    assert steal.status_code == 404
    admin_revoke = await client.delete(f"/api/v1/api-keys/{b_key['data']['id']}", headers=bearer(alice))
    assert admin_revoke.status_code == 200


async def test_viewer_is_read_only(client: Any, app: Any) -> None:
    await register(client, "alice")
    await create_user(app.app.kernel.settings, "vera", PASSWORD, "vera@example.com", role="viewer")
    vera = await login(client, "vera")
    assert (await client.get("/api/v1/auth/me", headers=bearer(vera))).status_code == 200
    assert (await client.get("/api/v1/api-keys", headers=bearer(vera))).status_code == 200
    write = await client.post("/api/v1/api-keys", headers=bearer(vera), json={"name": "x"})
    assert write.status_code == 403 and (await write.get_json())["error"] == "forbidden"


async def test_inactive_principal_gets_403(client: Any) -> None:
    await register(client, "alice")
    tokens = await login(client, "alice")
    key = (await (await client.post("/api/v1/api-keys", headers=bearer(tokens), json={})).get_json())["data"]["key"]
    await User.filter(username="alice").update(is_active=False)
    assert (await client.get("/api/v1/auth/me", headers=bearer(tokens))).status_code == 403
    assert (await client.get("/api/v1/auth/me", headers={"X-API-Key": key})).status_code == 403


async def test_login_is_rate_limited(home: Any, root: Any) -> None:
    from foldwise.kernel.app import create_app
    from foldwise.kernel.settings import load_settings

    # A day-long window: the fixed window cannot roll over in the middle of the test.
    settings = load_settings(home, environ={}, overrides={
        "roots": [str(root)], "rate_limits": {"window_seconds": 86400, "authentication": 5}})
    async with create_app(settings).test_app() as test_app:
        client = test_app.test_client()
        codes = []
        for _ in range(7):
            response = await client.post("/api/v1/auth/login", json={"username": "nobody", "password": "x" * 12})
            codes.append(response.status_code)
        assert codes == [401] * 5 + [429] * 2
        assert response.headers.get("Retry-After")
        assert (await response.get_json())["error"] == "rate_limited"


async def test_openapi_documents_auth(client: Any) -> None:
    spec = await (await client.get("/openapi.json")).get_json()
    login_op = spec["paths"]["/api/v1/auth/login"]["post"]
    assert {"200", "401", "422"} <= set(login_op["responses"])
    assert "requestBody" in login_op
    assert {"201", "400", "422"} <= set(spec["paths"]["/api/v1/auth/register"]["post"]["responses"])
    assert "/api/v1/api-keys/{key_id}" in spec["paths"]
