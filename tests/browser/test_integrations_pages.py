"""The integrations settings page and the files page's "Send to…" in a real Chromium: configure and connect
Obsidian, send a file from its preview, undo from the flash; the page passes axe-core in both themes."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from browser.conftest import SHOTS_DIR, VIEWPORT, Tab
from conftest import PASSWORD, LiveServer

pytestmark = pytest.mark.browser
AXE = Path(__file__).resolve().parent / "vendor" / "axe-core" / "axe.min.js"
_RUN_AXE = """async () => (await axe.run(document, {resultTypes: ["violations"]})).violations
  .filter(v => v.impact === "serious" || v.impact === "critical").map(v => v.id + ": " + v.help)"""


@pytest.fixture
def own_server(tmp_path: Path) -> Iterator[LiveServer]:
    """A server of its own: the first account registered on it is the admin."""
    home, root = tmp_path / "home", tmp_path / "root"
    home.mkdir()
    (root / "Vault").mkdir(parents=True)
    (root / "letter.txt").write_text("Dear Ann,\nthe budget is fine.\n")
    server = LiveServer(home, [root])
    server.start()
    try:
        yield server
    finally:
        server.stop()


def test_configure_connect_send_and_undo(browser: Any, own_server: LiveServer, tmp_path: Path) -> None:
    root = Path(own_server.roots[0])
    httpx.post(f"{own_server.url}/api/v1/auth/register", timeout=10,
               json={"username": "admin", "email": "admin@example.com", "password": PASSWORD})
    context = browser.new_context(viewport=VIEWPORT)
    context.add_init_script(path=str(AXE))
    page = context.new_page()
    page.set_default_timeout(20_000)
    tab = Tab(page, own_server, tmp_path)
    try:
        tab.goto("/ui/profile/login")
        page.fill("input[name=username]", "admin")
        page.fill("input[name=password]", PASSWORD)
        with page.expect_navigation():
            page.locator("form[action='/ui/profile/login'] button[type=submit]").click()

        tab.goto("/ui/settings/integrations")
        page.fill("#obsidian-vault_path", "Vault")
        with page.expect_navigation():
            page.locator("#settings-obsidian button[type=submit]").click()
        with page.expect_navigation():
            page.locator("#connect-obsidian").click()
        assert page.locator("#status-obsidian").inner_text() == "Connected"
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            page.wait_for_timeout(350)
            assert page.evaluate(_RUN_AXE) == [], scheme
            page.screenshot(path=str(tmp_path / f"integrations-{scheme}.png"), full_page=True)
        SHOTS_DIR.mkdir(parents=True, exist_ok=True)
        (SHOTS_DIR / "integrations-settings.png").write_bytes((tmp_path / "integrations-light.png").read_bytes())

        tab.goto(f"/ui/files/preview?path={root / 'letter.txt'}")
        with page.expect_navigation():
            page.locator("#send-to").click()
        assert page.locator("#send-form input[value=obsidian]").is_checked()
        with page.expect_navigation():
            page.locator("#send").click()
        copy = root / "Vault" / "Attachments" / "letter.txt"
        assert copy.read_text() == "Dear Ann,\nthe budget is fine.\n"
        assert (root / "Vault" / "Notes" / "letter.md").is_file()
        page.screenshot(path=str(SHOTS_DIR / "integrations-sent.png"))
        with page.expect_navigation():
            page.get_by_role("button", name="Undo").first.click()
        assert not copy.exists() and not (root / "Vault" / "Notes").exists()
    finally:
        context.close()
