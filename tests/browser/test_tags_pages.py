"""Tags and suggestions on the files page in a real Chromium, by keyboard: the Tags row action, adding a tag,
the tag chips per row, and the suggestions panel loaded by htmx; checked by axe-core; screenshots."""

from __future__ import annotations

import uuid
from pathlib import Path

import httpx
import pytest

from browser.conftest import SHOTS_DIR, Tab
from browser.test_everyday import _RUN_AXE, etab, tab_to  # noqa: F401 - etab is a fixture
from browser.test_files_pages import sign_in
from conftest import PASSWORD

pytestmark = pytest.mark.browser


def _token(tab: Tab, username: str) -> dict[str, str]:
    r = httpx.post(f"{tab.server.url}/api/v1/auth/login", json={"username": username, "password": PASSWORD},
                   timeout=10)
    return {"Authorization": f"Bearer {r.json()['data']['access_token']}"}


def test_tag_a_file_by_keyboard_and_see_suggestions(etab: Tab) -> None:
    tab = etab
    page = tab.page
    folder = Path(tab.server.roots[0]) / f"tagging-{uuid.uuid4().hex[:6]}"
    (folder / "Finance" / "Invoices").mkdir(parents=True)
    for n in (1, 2, 3):
        (folder / f"invoice-2024-0{n}.pdf").write_bytes(b"%PDF-1.4 invoice")
    (folder / "holiday.txt").write_text("Beach, sun and a long train ride.\n")
    username = sign_in(tab, "tina")
    headers = _token(tab, username)
    for n in (1, 2):
        r = httpx.post(f"{tab.server.url}/api/v1/files/move", headers=headers, timeout=10,
                       json={"source": str(folder / f"invoice-2024-0{n}.pdf"),
                             "destination": str(folder / "Finance" / "Invoices" / f"invoice-2024-0{n}.pdf")})
        assert r.status_code == 200, r.text

    tab.goto(f"/ui/files?path={folder}")
    tab_to(tab, 'a[data-action="tags"][aria-label="Tags of holiday.txt"]')
    with page.expect_navigation():
        page.keyboard.press("Enter")
    assert "/ui/files/tags?path=" in page.url
    assert page.evaluate("document.activeElement.id") == "new-tags"  # the field has the focus
    page.keyboard.type("travel, summer")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    chips = page.locator("#current-tags [data-tag]")
    assert chips.evaluate_all("els => els.map(e => e.dataset.tag)") == ["summer", "travel"]
    bad = [v for v in page.evaluate(_RUN_AXE) if v["impact"] in ("serious", "critical")]
    assert bad == [], bad
    shot(tab, "tags-editor")

    tab.goto(f"/ui/files?path={folder}")
    row = page.locator('tr[data-name="holiday.txt"] .fw-tag')
    assert row.all_inner_texts() == ["summer", "travel"]
    panel = page.locator("#suggestions")
    panel.wait_for()  # swapped in by htmx
    suggestion = panel.locator('.fw-suggestion[data-file="invoice-2024-03.pdf"]')
    assert "You moved 2 files named like \"invoice\" to" in suggestion.inner_text()
    bad = [v for v in page.evaluate(_RUN_AXE) if v["impact"] in ("serious", "critical")]
    assert bad == [], bad
    shot(tab, "tags-files-page")

    with page.expect_navigation():
        suggestion.get_by_role("button", name="Apply: move invoice-2024-03.pdf").click()
    assert (folder / "Finance" / "Invoices" / "invoice-2024-03.pdf").exists()
    assert "Moved invoice-2024-03.pdf" in page.locator("body").inner_text()
    assert [e for e in tab.errors if "pageerror" in e] == []


def shot(tab: Tab, name: str) -> None:
    path = tab.shots / f"{name}.png"
    tab.page.screenshot(path=str(path), full_page=True)
    SHOTS_DIR.mkdir(parents=True, exist_ok=True)
    (SHOTS_DIR / path.name).write_bytes(path.read_bytes())


