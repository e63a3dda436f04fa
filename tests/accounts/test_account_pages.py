"""The /ui/profile account pages: two-factor sign-in, password change, reset, edit, avatar, appearance."""

from __future__ import annotations

import io
import time
from typing import Any

import pyotp
from PIL import Image
from quart.datastructures import FileStorage

from conftest import PASSWORD, register_and_login

from .web import HTML, csrf, post, web_login

NEW_PASSWORD = "another long passphrase"


async def test_enable_2fa_then_sign_in_with_a_code(client: Any) -> None:
    await register_and_login(client, "alice")
    assert (await web_login(client, "alice")).status_code == 303
    page = await client.get("/ui/profile/account-settings", headers=HTML)
    assert "Set up two-factor sign-in" in await page.get_data(as_text=True)
    enrolled = await post(client, "/ui/profile/account-settings/2fa", {"action": "enroll"})
    assert enrolled.status_code == 303
    html = await (await client.get("/ui/profile/account-settings", headers=HTML)).get_data(as_text=True)
    assert "<svg" in html and 'id="totp-secret"' in html
    secret = html.split('id="totp-secret">')[1].split("<")[0]
    bad = await post(client, "/ui/profile/account-settings/2fa", {"action": "confirm", "code": "000000"})
    assert bad.status_code == 400 and "not valid" in await bad.get_data(as_text=True)
    good = await post(client, "/ui/profile/account-settings/2fa",
                      {"action": "confirm", "code": pyotp.TOTP(secret).now()})
    text = await good.get_data(as_text=True)
    assert good.status_code == 200 and text.count("<li><code>") == 10
    # sign out, then sign in: password, then a code
    await post(client, "/ui/profile/logout", {})
    step = await web_login(client, "alice")
    assert step.status_code == 401 and 'name="otp"' in await step.get_data(as_text=True)
    assert (await client.get("/ui/profile", headers=HTML)).status_code == 302  # not signed in yet
    token = await csrf(client)
    wrong = await client.post("/ui/profile/login", headers=HTML, form={"otp": "111111", "csrf_token": token})
    assert wrong.status_code == 401 and "not right" in await wrong.get_data(as_text=True)
    totp = pyotp.TOTP(secret)
    code = totp.at(time.time() + totp.interval)  # the current step was spent confirming
    token = await csrf(client)
    signed = await client.post("/ui/profile/login", headers=HTML, form={"otp": code, "csrf_token": token,
                                                                        "next": "/ui/profile"})
    assert signed.status_code == 303 and signed.headers["Location"] == "/ui/profile"
    assert (await client.get("/ui/profile", headers=HTML)).status_code == 200


async def test_otp_without_a_password_step_is_refused(client: Any) -> None:
    token = await csrf(client)
    response = await client.post("/ui/profile/login", headers=HTML, form={"otp": "123456", "csrf_token": token})
    assert response.status_code == 401
    assert (await client.get("/ui/profile", headers=HTML)).status_code == 302


async def test_password_change_page_ends_other_sessions(app: Any, client: Any) -> None:
    api = await register_and_login(client, "alice")
    await web_login(client, "alice")
    mismatch = await post(client, "/ui/profile/account-settings/password", {
        "current_password": PASSWORD, "new_password": NEW_PASSWORD, "confirm_password": "different" * 3})
    assert mismatch.status_code == 400
    changed = await post(client, "/ui/profile/account-settings/password", {
        "current_password": PASSWORD, "new_password": NEW_PASSWORD, "confirm_password": NEW_PASSWORD})
    assert changed.status_code == 303
    assert (await client.get("/ui/profile", headers=HTML)).status_code == 200  # this session stays
    assert (await client.get("/api/v1/auth/me", headers=api)).status_code == 401  # the API session ended


async def test_forgot_and_reset_pages_without_mail(client: Any) -> None:
    admin = await register_and_login(client, "alice")
    page = await client.get("/ui/profile/forgot-password", headers=HTML)
    assert page.status_code == 200 and "foldwise users reset-link" in await page.get_data(as_text=True)
    token = await csrf(client, "/ui/profile/forgot-password")
    sent = await client.post("/ui/profile/forgot-password", headers=HTML,
                             form={"username_or_email": "nobody", "csrf_token": token})
    assert sent.status_code == 202
    me = (await (await client.get("/api/v1/account", headers=admin)).get_json())["data"]
    url = (await (await client.post(f"/api/v1/users/{me['id']}/reset-link", headers=admin)).get_json())["data"]["url"]
    path = url.split("8420", 1)[1]
    reset_page = await client.get(path, headers=HTML)
    assert reset_page.status_code == 200
    reset_token = path.split("token=")[1]
    form_token = await csrf(client, path)
    done = await client.post("/ui/profile/reset-password", headers=HTML, form={
        "token": reset_token, "new_password": NEW_PASSWORD, "confirm_password": NEW_PASSWORD,
        "csrf_token": form_token})
    assert done.status_code == 303 and done.headers["Location"] == "/ui/profile/login"
    form_token = await csrf(client, path)
    again = await client.post("/ui/profile/reset-password", headers=HTML, form={
        "token": reset_token, "new_password": NEW_PASSWORD, "confirm_password": NEW_PASSWORD,
        "csrf_token": form_token})
    assert again.status_code == 400 and "not valid" in await again.get_data(as_text=True)
    assert (await web_login(client, "alice", NEW_PASSWORD)).status_code == 303


async def test_edit_profile_and_avatar(client: Any) -> None:
    await register_and_login(client, "alice")
    await web_login(client, "alice")
    saved = await post(client, "/ui/profile/edit", {"display_name": "Alice", "email": "alice@example.org"},
                       page="/ui/profile/edit")
    assert saved.status_code == 303
    html = await (await client.get("/ui/profile/edit", headers=HTML)).get_data(as_text=True)
    assert 'value="Alice"' in html and "alice@example.org" in html
    me = (await (await client.get("/ui/profile", headers=HTML)).get_data(as_text=True))
    user_id = me.split("/ui/profile/avatar/")[1].split('"')[0]
    initials = await client.get(f"/ui/profile/avatar/{user_id}", headers=HTML)
    assert initials.mimetype == "image/svg+xml"
    image = io.BytesIO()
    Image.new("RGB", (300, 200), (0, 128, 0)).save(image, "JPEG")
    token = await csrf(client, "/ui/profile/edit")
    uploaded = await client.post("/ui/profile/edit-avatar", headers=HTML, form={"csrf_token": token},
                                 files={"avatar": FileStorage(io.BytesIO(image.getvalue()), "me.jpg", "avatar")})
    assert uploaded.status_code == 303
    png = await client.get(f"/ui/profile/avatar/{user_id}", headers=HTML)
    assert png.mimetype == "image/png"
    with Image.open(io.BytesIO(await png.get_data())) as decoded:
        assert decoded.size == (256, 256)


async def test_theme_is_stored_per_user(app: Any, client: Any) -> None:
    await register_and_login(client, "alice")
    await web_login(client, "alice")
    saved = await post(client, "/ui/settings/appearance", {"theme": "dark"}, page="/ui/settings/appearance")
    assert saved.status_code == 303
    html = await (await client.get("/ui/profile", headers=HTML)).get_data(as_text=True)
    assert 'data-theme="dark"' in html
    # a fresh browser (no cookies) signing in gets the same theme
    other = app.test_client()
    await web_login(other, "alice")
    assert 'data-theme="dark"' in await (await other.get("/ui/profile", headers=HTML)).get_data(as_text=True)
    assert (await post(client, "/ui/settings/appearance", {"theme": "neon"},
                       page="/ui/settings/appearance")).status_code == 400


async def test_csrf_failure_is_an_html_page(client: Any) -> None:
    await register_and_login(client, "alice")
    await web_login(client, "alice")
    response = await client.post("/ui/profile/edit", headers=HTML, form={"display_name": "x"})
    assert response.status_code == 403
    assert response.mimetype == "text/html" and "<h1>403</h1>" in await response.get_data(as_text=True)
