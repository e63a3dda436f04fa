"""Teams in a real Chromium: invite a teammate, share a workspace read-only, switch to it; axe-core on every
teams page (no serious or critical violation) and screenshots of each step (``FOLDWISE_SHOTS_DIR``)."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from browser.conftest import VIEWPORT, Tab
from browser.test_everyday import AXE, _RUN_AXE
from conftest import PASSWORD

pytestmark = pytest.mark.browser


@pytest.fixture
def two_tabs(browser: Any, web_server: Any, tmp_path: Path) -> Iterator[tuple[Tab, Tab]]:
    """Two people, each in their own browser context with axe-core loaded."""
    contexts, tabs = [], []
    for _ in range(2):
        context = browser.new_context(viewport=VIEWPORT)
        context.add_init_script(path=str(AXE))
        page = context.new_page()
        page.set_default_timeout(20_000)
        tab = Tab(page, web_server, tmp_path)
        page.on("pageerror", lambda error, tab=tab: tab.errors.append(f"pageerror: {error}"))
        contexts.append(context)
        tabs.append(tab)
    try:
        yield tabs[0], tabs[1]
    finally:
        for context in contexts:
            context.close()


def _sign_in(tab: Tab, username: str) -> None:
    tab.goto("/ui/profile/login")
    tab.page.fill("input[name=username]", username)
    tab.page.fill("input[name=password]", PASSWORD)
    with tab.page.expect_navigation():
        tab.page.locator("form[action='/ui/profile/login'] button[type=submit]").click()


def _axe(tab: Tab, name: str) -> None:
    bad = [v for v in tab.page.evaluate(_RUN_AXE) if v["impact"] in ("serious", "critical")]
    assert bad == [], f"{name}: {bad}"
    tab.screenshot(name)


def test_invite_share_read_only_and_switch(two_tabs: tuple[Tab, Tab]) -> None:
    alice, bob = two_tabs
    server = alice.server
    tag = uuid.uuid4().hex[:6]
    # the first account of a fresh server is its admin: make sure it is neither of the two
    names = {who: f"{who}{tag}" for who in ("root", "ann", "ben")}
    for name in names.values():
        registered = httpx.post(f"{server.url}/api/v1/auth/register", timeout=10,
                                json={"username": name, "email": f"{name}@example.com", "password": PASSWORD})
        assert registered.status_code == 201, registered.text
    folder = Path(server.roots[0]) / f"album-{tag}"
    folder.mkdir()
    (folder / "beach.txt").write_text("sand and sea\n")

    _sign_in(alice, names["ann"])
    page = alice.page
    alice.goto("/ui/profile/team")
    page.fill("#team-name", "Household")
    with page.expect_navigation():
        page.click("#create-team")
    page.locator("input[id^=invite-username-]").fill(names["ben"])
    with page.expect_navigation():
        page.locator("button[id^=invite-]").click()
    assert f"Invited {names['ben']} to Household" in page.inner_text("main")
    _axe(alice, "teams-team")

    alice.goto("/ui/profile/workspaces")
    page.fill("#ws-name", "Album")
    page.fill("#ws-folders", str(folder))
    with page.expect_navigation():
        page.click("#create-workspace")
    assert "Workspace Album created." in page.inner_text("main")
    _axe(alice, "teams-workspaces")

    alice.goto("/ui/profile/shared")
    page.select_option("#share-workspace", label="Album")
    page.fill("#share-user", names["ben"])
    page.check("#access-read")
    with page.expect_navigation():
        page.click("#share-submit")
    assert f"Shared Album with {names['ben']} (read only)." in page.inner_text("main")
    _axe(alice, "teams-shared")

    # the teammate: notifications on the home page, accept by keyboard, switch, read, cannot move
    _sign_in(bob, names["ben"])
    bpage = bob.page
    assert "invited you to the team Household" in bpage.inner_text("#home-notifications")
    bob.screenshot("teams-home-notifications")
    bob.goto("/ui/profile/notifications")
    _axe(bob, "teams-notifications")
    bob.goto("/ui/profile/team")
    bpage.locator("button[id^=accept-]").focus()
    with bpage.expect_navigation():
        bpage.keyboard.press("Enter")
    assert "You joined Household." in bpage.inner_text("main")
    bob.goto("/ui/profile/workspaces")
    with bpage.expect_navigation():
        bpage.get_by_role("button", name="Switch to Album").click()
    assert "You are now working in Album (read only)." in bpage.inner_text("main")
    assert "beach.txt" in bpage.inner_text("#file-table")
    bob.screenshot("teams-switched-files")
    moved = bpage.evaluate("""async (args) => {
        const token = document.querySelector("input[name=csrf_token]").value;
        const body = new URLSearchParams({path: args.path, destination: args.dest, csrf_token: token});
        const response = await fetch("/ui/files/move", {method: "POST", body});
        return response.status;
    }""", {"path": str(folder / "beach.txt"), "dest": str(folder.parent)})
    assert moved == 403 and (folder / "beach.txt").exists()
    bob.goto("/ui/profile/activity")
    _axe(bob, "teams-activity")
    assert not bob.errors and not alice.errors, (alice.errors, bob.errors)
