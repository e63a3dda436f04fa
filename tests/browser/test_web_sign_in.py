"""The web sign-in flow in a real Chromium: register, sign in, make an API key and use it on REST."""

from __future__ import annotations

import re
import uuid

import httpx
import pytest

from browser.conftest import Tab
from conftest import PASSWORD

pytestmark = pytest.mark.browser
KEY_PATTERN = re.compile(r"^fw_[a-z2-7]{12}_[A-Za-z0-9-]{43}$")


def _unique(prefix: str) -> str:
    return f"{prefix}{uuid.uuid4().hex[:8]}"


def _submit(tab: Tab, form: str) -> None:
    """Submit ``form`` and wait for the page the server answers with."""
    with tab.page.expect_navigation():
        tab.page.locator(form).locator("button[type=submit]").click()


def test_register_sign_in_and_use_a_generated_api_key(tab: Tab) -> None:
    page, username = tab.page, _unique("carol")
    tab.goto("/ui/profile/register")
    page.fill("input[name=username]", username)
    page.fill("input[name=email]", f"{username}@example.com")
    page.fill("input[name=password]", PASSWORD)
    _submit(tab, "article form[action='/ui/profile/register']")
    # Signed in at once: the home page (or setup, for the very first account, the admin).
    assert page.url in (tab.server.url + "/ui/", tab.server.url + "/ui/setup")
    tab.goto("/ui/profile")
    assert page.locator("h1").inner_text() == username
    _submit(tab, "article form[action='/ui/profile/logout']")
    assert page.url.startswith(tab.server.url + "/ui/profile/login")

    # Signed out: the home page sends us to the sign-in form, which brings us back.
    tab.goto("/ui/")
    assert "/ui/profile/login" in page.url
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    _submit(tab, "article form[action='/ui/profile/login']")
    assert page.url == tab.server.url + "/ui/"
    assert username in page.locator("body").inner_text()
    tab.screenshot("ui")

    tab.goto("/ui/profile/api-keys")
    page.fill("input[name=name]", "browser test")
    _submit(tab, "article form[action='/ui/profile/api-keys/generate']")
    key = page.locator("#new-api-key").inner_text().strip()
    assert KEY_PATTERN.match(key), key
    assert page.locator("table").get_by_text(key.split("_")[1]).count() == 1
    tab.screenshot("api-keys")

    # Shown once: the listing never shows it again.
    tab.goto("/ui/profile/api-keys")
    assert page.locator("#new-api-key").count() == 0
    assert key.split("_")[2] not in page.content()

    me = httpx.get(f"{tab.server.url}/api/v1/auth/me", headers={"X-API-Key": key}, timeout=10)
    assert me.status_code == 200, me.text
    assert me.json()["data"]["username"] == username
    as_bearer = httpx.get(f"{tab.server.url}/api/v1/auth/me", headers={"Authorization": f"Bearer {key}"}, timeout=10)
    assert as_bearer.status_code == 401
    assert tab.foreign_requests() == []
    assert tab.errors == []


def test_bad_login_shows_an_error_and_no_traceback(tab: Tab) -> None:
    page, username = tab.page, _unique("dave")
    registered = httpx.post(f"{tab.server.url}/api/v1/auth/register", timeout=10,
                            json={"username": username, "email": f"{username}@example.com", "password": PASSWORD})
    assert registered.status_code == 201, registered.text
    tab.goto("/ui/profile/login")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", "not the right password")
    with page.expect_response(lambda r: r.url.endswith("/ui/profile/login") and r.request.method == "POST") as info:
        page.locator("form[action='/ui/profile/login'] button[type=submit]").click()
    assert info.value.status == 401
    page.wait_for_load_state()
    alert = page.locator("[role=alert]")
    alert.wait_for(state="visible")
    assert "incorrect" in alert.inner_text().lower()
    body = page.content()
    assert "Traceback" not in body and 'File "' not in body and str(tab.server.home) not in body
    assert page.locator("input[name=username]").input_value() == username  # the form is shown again
    assert page.locator("input[name=password]").input_value() == ""
    tab.screenshot("login-error")
    # Still signed out.
    tab.goto("/ui/")
    assert "/ui/profile/login" in page.url
    # The expected 401 of the failed sign-in is the only error response.
    assert [e for e in tab.errors if "401" not in e] == []
