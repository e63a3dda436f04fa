"""The marketplace pages in a real Chromium: an admin searches, filters, opens a plugin, installs it (the
plugin's route answers at once), updates it, reviews it and uninstalls it; a member sees no buttons and is
refused on the POSTs; a form without its CSRF token is refused."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from browser.conftest import VIEWPORT, Tab
from conftest import PASSWORD, LiveServer
from marketplace.conftest import Publisher, new_key

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def mp_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[LiveServer, Publisher]]:
    base = tmp_path_factory.mktemp("marketplace-browser")
    home, root = base / "home", base / "root"
    home.mkdir()
    root.mkdir()
    key, public = new_key(base)
    publisher = Publisher(key, public, home / "marketplace" / "repository", base / "wheels")
    publisher.publish("fw-shiny", "1.0.0", summary="Makes folders shiny", author="Sam", category="tools",
                      keywords="shiny folders")
    publisher.publish("fw-notes", "0.5.0", summary="Notes for Obsidian", author="Olga", category="writing",
                      keywords="notes")
    (home / "foldwise.toml").write_text(f'[marketplace]\ndefault_public_key = "{public}"\n')
    server = LiveServer(home, [root], env={"FOLDWISE_AUTH__REGISTRATION_OPEN": "true"}).start()
    try:
        yield server, publisher
    finally:
        server.stop()


@pytest.fixture
def mtab(browser: Any, mp_server: tuple[LiveServer, Publisher], tmp_path: Path) -> Iterator[Tab]:
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    page.set_default_timeout(20_000)
    recorded = Tab(page, mp_server[0], tmp_path)
    page.on("request", lambda request: recorded.requests.append(request.url))
    page.on("pageerror", lambda error: recorded.errors.append(f"pageerror: {error}"))
    try:
        yield recorded
    finally:
        context.close()


def _sign_in(tab: Tab, username: str) -> None:
    registered = httpx.post(f"{tab.server.url}/api/v1/auth/register", timeout=10,
                            json={"username": username, "email": f"{username}@example.com", "password": PASSWORD})
    assert registered.status_code in (201, 400), registered.text  # 400: the account exists already
    tab.goto("/ui/profile/login")
    tab.page.fill("input[name=username]", username)
    tab.page.fill("input[name=password]", PASSWORD)
    with tab.page.expect_navigation():
        tab.page.locator("form[action='/ui/profile/login'] button[type=submit]").click()


def test_admin_browses_installs_updates_reviews_and_uninstalls(mtab: Tab, mp_server: tuple[LiveServer, Publisher]
                                                              ) -> None:
    tab, page = mtab, mtab.page
    server, publisher = mp_server
    _sign_in(tab, "admin")  # the first account: admin
    page.get_by_role("link", name="Marketplace", exact=True).click()
    page.wait_for_url("**/ui/marketplace")
    assert page.locator("#mp-plugins tbody tr[data-plugin]").count() == 2
    page.fill("form.fw-mp-search input[name=q]", "obsidian")
    page.locator("form.fw-mp-search button[type=submit]").click()
    page.wait_for_url("**q=obsidian**")
    assert page.locator("#mp-plugins tbody tr[data-plugin]").all_inner_texts()[0].startswith("fw-notes")
    page.goto(server.url + "/ui/marketplace")
    page.select_option("select[name=category]", "tools")
    page.fill("input[name=tags]", "shiny")
    page.locator("form.fw-mp-search button[type=submit]").click()
    page.wait_for_url("**category=tools**")
    rows = page.locator("#mp-plugins tbody tr[data-plugin]")
    assert rows.count() == 1 and rows.first.get_attribute("data-plugin") == "fw-shiny"
    tab.screenshot("marketplace-browse")

    page.get_by_role("link", name="fw-shiny").click()
    page.wait_for_url("**/plugins/fw-shiny/details")
    assert "1.0.0" in page.locator("#mp-versions").inner_text()
    page.locator("button.fw-mp-install").click()
    page.wait_for_selector(".fw-flash-success:has-text('Installed fw-shiny 1.0.0')")
    assert "installed 1.0.0" in page.locator("#mp-status").inner_text()
    live = page.request.get(f"{server.url}/ui/fw_shiny")  # the new plugin's page, live at once
    assert live.status == 200 and "fw-shiny 1.0.0" in live.text()

    publisher.publish("fw-shiny", "1.1.0", summary="Makes folders shinier", category="tools")
    page.reload()
    page.locator("button.fw-mp-update").click()
    page.wait_for_selector(".fw-flash-success:has-text('Updated fw-shiny to 1.1.0')")
    assert "installed 1.1.0" in page.locator("#mp-status").inner_text()

    page.select_option("#mp-review-form select[name=rating]", "4")
    page.fill("#mp-review-form input[name=title]", "Shiny indeed")
    page.fill("#mp-review-form textarea[name=content]", "My folders never looked better.")
    page.locator("#mp-review-form button[type=submit]").click()
    page.wait_for_selector(".fw-mp-review:has-text('Shiny indeed')")
    assert "Shiny indeed" in page.locator("#mp-reviews").inner_text()
    tab.screenshot("marketplace-details")

    page.locator("button.fw-mp-uninstall").click()
    page.wait_for_selector(".fw-flash-success:has-text('Uninstalled fw-shiny')")
    assert "not installed" in page.locator("#mp-status").inner_text()
    assert tab.foreign_requests() == []
    assert [e for e in tab.errors if e.startswith("pageerror")] == []


def test_members_see_no_buttons_and_are_refused(mtab: Tab, mp_server: tuple[LiveServer, Publisher]) -> None:
    tab, page = mtab, mtab.page
    server = mp_server[0]
    username = f"mem{uuid.uuid4().hex[:6]}"
    # The first account (the admin) exists once this module's first test ran; later ones are members.
    httpx.post(f"{server.url}/api/v1/auth/register", timeout=10,
               json={"username": "admin", "email": "admin@example.com", "password": PASSWORD})
    admin = httpx.post(f"{server.url}/api/v1/auth/login", json={"username": "admin", "password": PASSWORD},
                       timeout=10)
    token = admin.json()["data"]["access_token"]
    tab.page.context.clear_cookies()
    _sign_in(tab, username)
    page.goto(server.url + "/ui/marketplace")
    assert page.locator("#mp-plugins tbody tr[data-plugin]").count() >= 2
    assert page.locator("button.fw-mp-install, button.fw-mp-update, button.fw-mp-uninstall").count() == 0
    page.goto(server.url + "/ui/marketplace/plugins/fw-notes/details")
    assert page.locator("button.fw-mp-install").count() == 0
    assert page.locator("#mp-review-form").count() == 1  # members may review
    csrf = page.locator("#mp-review-form input[name=csrf_token]").get_attribute("value")
    for action in ("install", "update", "uninstall"):
        response = page.request.post(f"{server.url}/ui/marketplace/plugins/fw-notes/{action}",
                                     form={"csrf_token": csrf})
        assert response.status == 403, (action, response.status)
    # Without the CSRF token even a review is refused.
    response = page.request.post(f"{server.url}/ui/marketplace/plugins/fw-notes/reviews",
                                 form={"rating": "5", "title": "x", "content": "y"})
    assert response.status == 403
    installed = httpx.get(f"{server.url}/api/v1/marketplace/installed", headers={"Authorization": f"Bearer {token}"},
                          timeout=10).json()["data"]["items"]
    assert [i["name"] for i in installed] == []
