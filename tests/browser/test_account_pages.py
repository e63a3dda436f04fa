"""The account flows in a real Chromium, forms driven by the keyboard, every page checked by axe-core and
photographed (``FOLDWISE_SHOTS_DIR``): register, enable two-factor, sign out, sign in with a code, change the
password (the old session stops), reset a forgotten password through a mail caught by a local SMTP server,
change the theme, export then import the settings."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Iterator

import pyotp
import pytest

from accounts.smtp import Inbox, smtp_server
from browser.conftest import VIEWPORT, Tab
from browser.test_everyday import AXE, look, press_and_wait, tab_to
from conftest import PASSWORD, LiveServer

pytestmark = pytest.mark.browser

NEW_PASSWORD = "a fresh and long passphrase"
RESET_PASSWORD = "the password after the reset"


@pytest.fixture(scope="module")
def smtp() -> Iterator[tuple[Inbox, int]]:
    yield from smtp_server()


@pytest.fixture(scope="module")
def mail_server(tmp_path_factory: pytest.TempPathFactory, smtp: tuple[Inbox, int]) -> Iterator[LiveServer]:
    """A fresh service (the first account becomes admin) that mails through the local SMTP server."""
    base = tmp_path_factory.mktemp("accounts-browser")
    (base / "home").mkdir()
    (base / "root").mkdir()
    server = LiveServer(base / "home", [base / "root"], env={
        "FOLDWISE_MAIL__HOST": "127.0.0.1", "FOLDWISE_MAIL__PORT": str(smtp[1]), "FOLDWISE_MAIL__SECURITY": "none",
        "FOLDWISE_RATE_LIMITS__ENABLED": "false"})
    server.base_url = server.url  # reset links point at this server
    server.extra_env["FOLDWISE_MAIL__BASE_URL"] = server.url
    server.start()
    try:
        yield server
    finally:
        server.stop()


def _tab(browser: Any, server: LiveServer, shots: Path) -> Tab:
    context = browser.new_context(viewport=VIEWPORT, accept_downloads=True)
    context.add_init_script(path=str(AXE))
    page = context.new_page()
    page.set_default_timeout(20_000)
    recorded = Tab(page, server, shots)
    page.on("pageerror", lambda error: recorded.errors.append(f"pageerror: {error}"))
    return recorded


def _fill_by_keyboard(tab: Tab, selector: str, text: str) -> None:
    tab_to(tab, selector)
    tab.page.keyboard.type(text)


def _sign_in(tab: Tab, username: str, password: str) -> None:
    tab.goto("/ui/profile/login")
    _fill_by_keyboard(tab, "#login-form input[name=username]", username)
    _fill_by_keyboard(tab, "#login-form input[name=password]", password)
    press_and_wait(tab, "Enter")


def test_account_flows(browser: Any, mail_server: LiveServer, smtp: tuple[Inbox, int], tmp_path: Path) -> None:
    inbox = smtp[0]
    tab = _tab(browser, mail_server, tmp_path)
    page = tab.page
    # register (the first account is the administrator and continues to setup)
    tab.goto("/ui/profile/register")
    page.fill("input[name=username]", "dana")
    page.fill("input[name=email]", "dana@example.com")
    page.fill("input[name=password]", PASSWORD)
    with page.expect_navigation():
        page.locator("article form[action='/ui/profile/register'] button[type=submit]").click()
    assert page.url.endswith("/ui/setup")

    # enable two-factor, by keyboard
    tab.goto("/ui/profile/account-settings")
    look(tab, "account-settings")
    tab_to(tab, "#twofa-enroll-form button")
    press_and_wait(tab, "Enter")
    page.locator("#totp-qr svg").wait_for()
    look(tab, "account-2fa-enrolling")
    secret = page.locator("#totp-secret").inner_text().strip()
    totp = pyotp.TOTP(secret)
    _fill_by_keyboard(tab, "#totp-code", totp.now())
    press_and_wait(tab, "Enter")
    codes = [c.strip() for c in page.locator("#recovery-codes code").all_inner_texts()]
    assert len(codes) == 10
    look(tab, "account-2fa-recovery-codes")

    # sign out, sign in with a code
    with page.expect_navigation():
        page.locator("form[action='/ui/profile/logout'] button").first.click()
    _sign_in(tab, "dana", PASSWORD)
    page.locator("#otp").wait_for()
    look(tab, "login-otp-step")
    _fill_by_keyboard(tab, "#otp", totp.at(time.time() + totp.interval))
    press_and_wait(tab, "Enter")
    assert page.url.endswith("/ui/")
    look(tab, "home")

    # a second browser signed in as dana (with a recovery code): its session ends when the password changes
    other = _tab(browser, mail_server, tmp_path)
    _sign_in(other, "dana", PASSWORD)
    other.page.fill("#otp", codes[0])
    with other.page.expect_navigation():
        other.page.locator("#otp-form button").click()
    other.goto("/ui/profile")
    assert other.page.url.endswith("/ui/profile")

    tab.goto("/ui/profile/account-settings")
    _fill_by_keyboard(tab, "#password-form input[name=current_password]", PASSWORD)
    _fill_by_keyboard(tab, "#password-form input[name=new_password]", NEW_PASSWORD)
    _fill_by_keyboard(tab, "#password-form input[name=confirm_password]", NEW_PASSWORD)
    press_and_wait(tab, "Enter")
    assert "Password changed" in page.locator("main").inner_text()
    tab.screenshot("account-password-changed")
    other.goto("/ui/profile")
    assert "/ui/profile/login" in other.page.url  # the old session stopped
    other.page.context.close()

    # forgot the password: a mail through the local SMTP server, a one-time link, a new password
    with page.expect_navigation():
        page.locator("form[action='/ui/profile/logout'] button").first.click()
    tab.goto("/ui/profile/forgot-password")
    look(tab, "forgot-password")
    _fill_by_keyboard(tab, "#forgot-form input[name=username_or_email]", "dana@example.com")
    press_and_wait(tab, "Enter")
    assert page.locator("#forgot-sent").is_visible()
    deadline = time.monotonic() + 10
    while not inbox.messages and time.monotonic() < deadline:
        time.sleep(0.1)
    url, _ = inbox.reset_link()
    assert url.startswith(mail_server.url)
    page.goto(url)
    look(tab, "reset-password")
    _fill_by_keyboard(tab, "#reset-form input[name=new_password]", RESET_PASSWORD)
    _fill_by_keyboard(tab, "#reset-form input[name=confirm_password]", RESET_PASSWORD)
    press_and_wait(tab, "Enter")
    assert page.url.endswith("/ui/profile/login")
    _sign_in(tab, "dana", RESET_PASSWORD)
    page.fill("#otp", codes[1])
    with page.expect_navigation():
        page.locator("#otp-form button").click()
    assert page.url.endswith("/ui/")

    # theme: stored with the account
    tab.goto("/ui/settings/appearance")
    look(tab, "settings-appearance")
    page.check("#theme-dark")
    with page.expect_navigation():
        page.locator("#appearance-form button[type=submit]").click()
    assert page.locator("html").get_attribute("data-theme") == "dark"
    tab.screenshot("settings-appearance-dark")

    # settings pages, then export and import
    for name in ("general", "advanced", "models", "search"):
        tab.goto(f"/ui/settings/{name}")
        look(tab, f"settings-{name}")
    tab.goto("/ui/profile/edit")
    look(tab, "profile-edit")
    tab.goto("/ui/settings")
    look(tab, "settings-index")
    with page.expect_download() as download_info:
        page.locator("#export-link").click()
    exported = tmp_path / "exported.toml"
    download_info.value.save_as(exported)
    assert "[rate_limits]" in exported.read_text()
    page.set_input_files("#import-form input[type=file]", str(exported))
    with page.expect_navigation():
        page.locator("#import-form button[type=submit]").click()
    assert "Configuration imported" in page.locator("main").inner_text()
    tab.screenshot("settings-imported")
    assert not tab.errors, tab.errors
    page.context.close()
