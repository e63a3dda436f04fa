"""REST flows of accounts: profile, password change, two-factor, user admin, avatar."""

from __future__ import annotations

import io
import time
from typing import Any

import pyotp
from PIL import Image

from conftest import PASSWORD, register_and_login

NEW_PASSWORD = "an entirely new passphrase"


async def _login(client: Any, username: str, password: str = PASSWORD, **extra: Any) -> Any:
    return await client.post("/api/v1/auth/login", json={"username": username, "password": password, **extra})


async def _tokens(client: Any, username: str, password: str = PASSWORD) -> dict[str, Any]:
    response = await _login(client, username, password)
    assert response.status_code == 200, await response.get_json()
    return (await response.get_json())["data"]


def _bearer(tokens: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {tokens['access_token']}"}


async def test_profile_get_and_patch(client: Any) -> None:
    headers = await register_and_login(client, "alice")
    body = await (await client.get("/api/v1/account", headers=headers)).get_json()
    assert body["data"]["username"] == "alice" and body["data"]["theme"] == "auto"
    assert body["data"]["two_factor"] is False and body["data"]["has_avatar"] is False
    patched = await client.patch("/api/v1/account", headers=headers,
                                 json={"display_name": "Alice A.", "theme": "dark", "email": "a@example.org"})
    data = (await patched.get_json())["data"]
    assert patched.status_code == 200
    assert (data["display_name"], data["theme"], data["email"]) == ("Alice A.", "dark", "a@example.org")
    bad = await client.patch("/api/v1/account", headers=headers, json={"email": "nope"})
    assert bad.status_code == 400 and (await bad.get_json())["error"] == "invalid_email"
    unknown = await client.patch("/api/v1/account", headers=headers, json={"role": "admin"})
    assert unknown.status_code == 422


async def test_password_change_ends_other_sessions(client: Any) -> None:
    await register_and_login(client, "alice")
    other = await _tokens(client, "alice")
    mine = await _tokens(client, "alice")
    wrong = await client.post("/api/v1/account/password", headers=_bearer(mine),
                              json={"current_password": "wrong" * 4, "new_password": NEW_PASSWORD})
    assert wrong.status_code == 400 and (await wrong.get_json())["error"] == "invalid_password"
    short = await client.post("/api/v1/account/password", headers=_bearer(mine),
                              json={"current_password": PASSWORD, "new_password": "short"})
    assert short.status_code == 400
    changed = await client.post("/api/v1/account/password", headers=_bearer(mine),
                                json={"current_password": PASSWORD, "new_password": NEW_PASSWORD})
    assert changed.status_code == 200
    # the other session's access and refresh tokens stop at once; the caller's session stays
    assert (await client.get("/api/v1/auth/me", headers=_bearer(other))).status_code == 401
    refresh = await client.post("/api/v1/auth/refresh", json={"refresh_token": other["refresh_token"]})
    assert refresh.status_code == 401
    assert (await client.get("/api/v1/auth/me", headers=_bearer(mine))).status_code == 200
    assert (await _login(client, "alice")).status_code == 401
    assert (await _login(client, "alice", NEW_PASSWORD)).status_code == 200


async def test_two_factor_enroll_confirm_login_and_disable(client: Any) -> None:
    headers = await register_and_login(client, "alice")
    enrolled = (await (await client.post("/api/v1/account/2fa/enroll", headers=headers)).get_json())["data"]
    assert enrolled["otpauth_uri"].startswith("otpauth://totp/")
    totp = pyotp.TOTP(enrolled["secret"])
    bad = await client.post("/api/v1/account/2fa/confirm", headers=headers, json={"code": "000000"})
    assert bad.status_code == 400 and (await bad.get_json())["error"] == "invalid_otp"
    # before confirmation the login needs no code
    assert (await _login(client, "alice")).status_code == 200
    confirmed = await client.post("/api/v1/account/2fa/confirm", headers=headers, json={"code": totp.now()})
    codes = (await confirmed.get_json())["data"]["recovery_codes"]
    assert confirmed.status_code == 200 and len(codes) == 10 and len(set(codes)) == 10
    required = await _login(client, "alice")
    assert required.status_code == 401 and (await required.get_json())["error"] == "otp_required"
    wrong = await _login(client, "alice", otp="123456")
    assert wrong.status_code == 401
    # the TOTP code of the current step was spent by confirm: the next step's code works once
    next_code = totp.at(time.time() + totp.interval)
    assert (await _login(client, "alice", otp=next_code)).status_code == 200
    assert (await _login(client, "alice", otp=next_code)).status_code == 401  # replay refused
    # a recovery code works once
    assert (await _login(client, "alice", otp=codes[0])).status_code == 200
    assert (await _login(client, "alice", otp=codes[0])).status_code == 401
    account = (await (await client.get("/api/v1/account", headers=headers)).get_json())["data"]
    assert account["two_factor"] is True
    nope = await client.post("/api/v1/account/2fa/disable", headers=headers,
                             json={"password": "wrong" * 4, "code": codes[1]})
    assert nope.status_code == 400
    off = await client.post("/api/v1/account/2fa/disable", headers=headers,
                            json={"password": PASSWORD, "code": codes[1]})
    assert off.status_code == 200
    assert (await _login(client, "alice")).status_code == 200


async def test_admin_user_management(client: Any) -> None:
    admin = await register_and_login(client, "admin")
    created = await client.post("/api/v1/users", headers=admin, json={
        "username": "Viv", "password": PASSWORD, "role": "viewer"})
    assert created.status_code == 201
    viv = (await created.get_json())["data"]
    assert viv["role"] == "viewer"
    taken = await client.post("/api/v1/users", headers=admin, json={"username": "viv", "password": PASSWORD})
    assert (await taken.get_json())["error"] == "username_taken"
    listing = (await (await client.get("/api/v1/users", headers=admin)).get_json())["data"]["users"]
    assert [u["username"] for u in listing] == ["admin", "Viv"]
    viv_tokens = await _tokens(client, "viv")
    assert (await client.get("/api/v1/users", headers=_bearer(viv_tokens))).status_code == 403
    # a viewer may read but not write
    denied = await client.post("/api/v1/api-keys", headers=_bearer(viv_tokens), json={"name": "x"})
    assert denied.status_code == 403
    promoted = await client.patch(f"/api/v1/users/{viv['id']}", headers=admin, json={"role": "member"})
    assert (await promoted.get_json())["data"]["role"] == "member"
    assert (await client.post("/api/v1/api-keys", headers=_bearer(viv_tokens), json={"name": "x"})).status_code == 201
    off = await client.patch(f"/api/v1/users/{viv['id']}", headers=admin, json={"active": False})
    assert off.status_code == 200 and (await off.get_json())["data"]["is_active"] is False
    # the deactivated user's tokens stop at once
    assert (await client.get("/api/v1/auth/me", headers=_bearer(viv_tokens))).status_code in (401, 403)
    assert (await client.post("/api/v1/auth/refresh",
                              json={"refresh_token": viv_tokens["refresh_token"]})).status_code == 401
    assert (await _login(client, "viv")).status_code == 400
    me = (await (await client.get("/api/v1/account", headers=admin)).get_json())["data"]
    self_demote = await client.patch(f"/api/v1/users/{me['id']}", headers=admin, json={"role": "member"})
    assert self_demote.status_code == 400
    assert (await client.patch("/api/v1/users/999", headers=admin, json={"active": True})).status_code == 404
    link = await client.post(f"/api/v1/users/{me['id']}/reset-link", headers=admin)
    assert link.status_code == 200 and "/ui/profile/reset-password?token=fwp_" in (await link.get_json())["data"]["url"]


def _png(size: tuple[int, int] = (640, 480)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (200, 30, 30)).save(out, "PNG")
    return out.getvalue()


async def test_avatar_reencoded_and_limits(client: Any) -> None:
    headers = await register_and_login(client, "alice")
    me = (await (await client.get("/api/v1/account", headers=headers)).get_json())["data"]
    assert (await client.get(f"/api/v1/users/{me['id']}/avatar", headers=headers)).status_code == 404
    from quart.datastructures import FileStorage

    upload = await client.post("/api/v1/account/avatar", headers=headers,
                               files={"file": FileStorage(io.BytesIO(_png()), "me.png", "file", "image/png")})
    assert upload.status_code == 200, await upload.get_json()
    got = await client.get(f"/api/v1/users/{me['id']}/avatar", headers=headers)
    assert got.status_code == 200 and got.mimetype == "image/png"
    with Image.open(io.BytesIO(await got.get_data())) as image:
        assert image.size == (256, 256) and image.format == "PNG"
    junk = await client.post("/api/v1/account/avatar", headers=headers,
                             files={"file": FileStorage(io.BytesIO(b"<svg/>" * 10), "x.svg", "file")})
    assert junk.status_code == 400 and (await junk.get_json())["error"] == "invalid_image"
    big = await client.post("/api/v1/account/avatar", headers=headers, files={
        "file": FileStorage(io.BytesIO(b"\0" * (2 * 1024 * 1024 + 10)), "big.png", "file")})
    assert big.status_code == 400 and (await big.get_json())["error"] == "file_too_large"
    assert (await client.get(f"/api/v1/users/{me['id']}/avatar")).status_code == 401
