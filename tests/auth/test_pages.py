"""The /ui/profile pages: session sign-in, CSRF on every form, keys made on the web work on REST."""

from __future__ import annotations

import re
from typing import Any

from .helpers import PASSWORD, assert_no_secrets, csrf_from, register


async def _web_login(client: Any, username: str = "alice") -> str:
    page = await client.get("/ui/profile/login")
    token = csrf_from(await page.get_data(as_text=True))
    response = await client.post("/ui/profile/login", form={
        "username": username, "password": PASSWORD, "csrf_token": token, "next": "/ui/profile/api-keys"})
    assert response.status_code == 303, await response.get_data(as_text=True)
    assert response.headers["Location"] == "/ui/profile/api-keys"
    return token


async def test_ui_redirects_to_login_and_cookie_flags(client: Any) -> None:
    response = await client.get("/ui/profile/api-keys?x=1")
    assert response.status_code == 302
    assert response.headers["Location"] == "/ui/profile/login?next=/ui/profile/api-keys%3Fx%3D1"
    page = await client.get("/ui/profile/login")
    assert page.status_code == 200
    cookie = page.headers.get("Set-Cookie", "")
    assert "foldwise_session=" in cookie and "HttpOnly" in cookie and "SameSite=Lax" in cookie


async def test_login_requires_csrf(client: Any) -> None:
    await register(client, "alice")
    await client.get("/ui/profile/login")
    missing = await client.post("/ui/profile/login", form={"username": "alice", "password": PASSWORD})
    assert missing.status_code == 403
    wrong = await client.post("/ui/profile/login", form={"username": "alice", "password": PASSWORD,
                                                         "csrf_token": "forged"})
    assert wrong.status_code == 403
    assert (await client.get("/ui/profile")).status_code == 302  # still signed out


async def test_bad_password_rerenders_form(client: Any) -> None:
    await register(client, "alice")
    page = await client.get("/ui/profile/login")
    token = csrf_from(await page.get_data(as_text=True))
    response = await client.post("/ui/profile/login", form={"username": "alice", "password": "wrong" * 3,
                                                            "csrf_token": token})
    assert response.status_code == 401
    assert "Incorrect username or password" in await response.get_data(as_text=True)


async def test_web_key_works_on_rest_and_revoke(client: Any) -> None:
    await register(client, "alice")
    await _web_login(client)
    profile = await client.get("/ui/profile")
    assert profile.status_code == 200 and "alice" in await profile.get_data(as_text=True)
    page = await client.get("/ui/profile/api-keys")
    token = csrf_from(await page.get_data(as_text=True))

    no_csrf = await client.post("/ui/profile/api-keys/generate", form={"name": "laptop"})
    assert no_csrf.status_code == 403

    made = await client.post("/ui/profile/api-keys/generate", form={"name": "laptop", "csrf_token": token})
    html = await made.get_data(as_text=True)
    assert made.status_code == 201 and made.headers["Cache-Control"] == "no-store"
    key = re.search(r"fw_[a-z2-7]{12}_[A-Za-z0-9-]{43}", html).group(0)
    key_id = key.split("_")[1]
    rest = await client.get("/api/v1/auth/me", headers={"X-API-Key": key})
    assert rest.status_code == 200 and (await rest.get_json())["data"]["username"] == "alice"

    listing = await client.get("/ui/profile/api-keys")
    listing_html = await listing.get_data(as_text=True)
    assert key_id in listing_html and key not in listing_html
    await assert_no_secrets(listing, key.rsplit("_", 1)[1])

    revoked = await client.post("/ui/profile/api-keys/revoke", form={"key_id": key_id, "csrf_token": token})
    assert revoked.status_code == 303
    assert (await client.get("/api/v1/auth/me", headers={"X-API-Key": key})).status_code == 401


async def test_register_page_and_logout(client: Any) -> None:
    page = await client.get("/ui/profile/register")
    token = csrf_from(await page.get_data(as_text=True))
    short = await client.post("/ui/profile/register", form={
        "username": "web", "email": "web@example.com", "password": "short", "csrf_token": token})
    assert short.status_code == 400 and "at least 12 characters" in await short.get_data(as_text=True)
    created = await client.post("/ui/profile/register", form={
        "username": "web", "email": "web@example.com", "password": PASSWORD, "csrf_token": token})
    # The first account is the admin and setup is not done yet: it goes to setup next.
    assert created.status_code == 303 and created.headers["Location"] == "/ui/setup"
    assert (await client.get("/ui/profile")).status_code == 200
    # The session got a fresh CSRF token at sign-in; the old one no longer works.
    stale = await client.post("/ui/profile/logout", form={"csrf_token": token})
    assert stale.status_code == 403
    fresh = csrf_from(await (await client.get("/ui/profile")).get_data(as_text=True))
    out = await client.post("/ui/profile/logout", form={"csrf_token": fresh})
    assert out.status_code == 303
    assert (await client.get("/ui/profile")).status_code == 302


async def test_login_next_never_leaves_the_site(client: Any) -> None:
    await register(client, "alice")
    page = await client.get("/ui/profile/login")
    token = csrf_from(await page.get_data(as_text=True))
    response = await client.post("/ui/profile/login?next=//evil.example/x", form={
        "username": "alice", "password": PASSWORD, "csrf_token": token})
    assert response.status_code == 303 and response.headers["Location"] == "/ui/"
