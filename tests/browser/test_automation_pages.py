"""The automation pages in a real Chromium against a real server: ``/ui/tags`` (counts, rename and remove a
tag across files, tag a folder as a job), ``/ui/daemon`` (watch a folder, the daemon runs; unwatch; stop) and the
methodology choice on ``/ui/settings/organization``; each effect read back over REST; POSTs without the CSRF
token are refused; a viewer sees no forms and is refused on the POSTs; screenshots of each page."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from browser.conftest import Tab, open_tab
from browser.test_everyday import _RUN_AXE, AXE
from conftest import PASSWORD, LiveServer
from waiting import wait_until

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def auto_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A server of this module's own whose first account, ``admin``, is the admin."""
    base = tmp_path_factory.mktemp("automation-browser")
    home, root = base / "home", base / "root"
    home.mkdir()
    root.mkdir()
    server = LiveServer(home, [root], env={"FOLDWISE_RATE_LIMITS__AUTHENTICATION": "1000"}).start()
    registered = httpx.post(f"{server.url}/api/v1/auth/register", timeout=10,
                            json={"username": "admin", "email": "admin@example.com", "password": PASSWORD})
    assert registered.status_code == 201, registered.text
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def atab(browser: Any, auto_server: LiveServer, tmp_path: Path) -> Iterator[Tab]:
    with open_tab(browser, auto_server, tmp_path, init_script=AXE) as recorded:
        yield recorded


def _headers(server: LiveServer, username: str) -> dict[str, str]:
    r = httpx.post(f"{server.url}/api/v1/auth/login", json={"username": username, "password": PASSWORD}, timeout=10)
    assert r.status_code == 200, r.text
    return {"Authorization": f"Bearer {r.json()['data']['access_token']}"}


def _viewer(server: LiveServer) -> str:
    username = f"vera{uuid.uuid4().hex[:6]}"
    r = httpx.post(f"{server.url}/api/v1/users", headers=_headers(server, "admin"), timeout=10,
                   json={"username": username, "password": PASSWORD, "role": "viewer"})
    assert r.status_code in (200, 201), r.text
    return username


def _sign_in(tab: Tab, username: str) -> None:
    tab.goto("/ui/profile/login")
    tab.page.fill("input[name=username]", username)
    tab.page.fill("input[name=password]", PASSWORD)
    with tab.page.expect_navigation():
        tab.page.locator("form[action='/ui/profile/login'] button[type=submit]").click()
    assert tab.page.url == tab.server.url + "/ui/"


def _tag_counts(server: LiveServer) -> dict[str, int]:
    r = httpx.get(f"{server.url}/api/v1/tags", headers=_headers(server, "admin"), timeout=10)
    return {t["name"]: t["count"] for t in r.json()["data"]["tags"]}


def _axe(tab: Tab) -> None:
    bad = [v for v in tab.page.evaluate(_RUN_AXE) if v["impact"] in ("serious", "critical")]
    assert bad == [], bad


def _flash(tab: Tab) -> str:
    return " ".join(tab.page.locator("[role=status], [role=alert], .fw-flash").all_inner_texts())


def test_tags_page_renames_and_removes_a_tag_across_files_and_tags_a_folder(atab: Tab) -> None:
    tab, page, server = atab, atab.page, atab.server
    folder = Path(server.roots[0]) / f"tags-{uuid.uuid4().hex[:6]}"
    folder.mkdir()
    headers = _headers(server, "admin")
    for name in ("a.txt", "b.txt", "c.txt"):
        (folder / name).write_text(f"the text of {name}\n")
    for name, tags in (("a.txt", ["draft", "work"]), ("b.txt", ["draft"]), ("c.txt", ["work"])):
        r = httpx.put(f"{server.url}/api/v1/files/tags", headers=headers, timeout=10,
                      json={"path": str(folder / name), "tags": tags})
        assert r.status_code == 200, r.text
    _sign_in(tab, "admin")
    page.get_by_role("link", name="Tags", exact=True).click()
    page.wait_for_url("**/ui/tags")
    assert page.locator('tr[data-tag="draft"] [data-count]').inner_text() == "2"
    _axe(tab)
    tab.screenshot("tags-overview")

    # Without its CSRF token the rename is refused and nothing changes.
    refused = page.request.post(f"{server.url}/ui/tags/rename", form={"tag": "draft", "new": "x"})
    assert refused.status == 403 and _tag_counts(server)["draft"] == 2
    tab.errors.clear()

    page.fill('input[aria-label="New name for draft"]', "Final")
    with page.expect_navigation():
        page.click('button[aria-label="Rename tag draft"]')
    assert "Renamed the tag draft to Final on 2 files." in _flash(tab)
    counts = _tag_counts(server)
    assert "draft" not in counts and counts["final"] == 2 and counts["work"] == 2
    r = httpx.put(f"{server.url}/api/v1/files/tags", headers=headers, timeout=10,
                  json={"path": str(folder / "a.txt"), "tags": [], "mode": "add"})
    assert r.json()["data"]["tags"] == ["final", "work"]  # the file itself carries the new name

    with page.expect_navigation():
        page.click('button[aria-label="Remove tag work from every file"]')
    assert "Removed the tag work from 2 files." in _flash(tab)
    assert "work" not in _tag_counts(server) and page.locator('tr[data-tag="work"]').count() == 0

    page.fill("#auto-path", str(folder))
    with page.expect_navigation():
        page.click("#start-auto")
    assert "in the background (job" in _flash(tab)
    jobs = httpx.get(f"{server.url}/api/v1/organize/jobs", headers=headers, timeout=10)
    assert jobs.status_code == 200
    page.fill("#auto-path", str(folder / "missing"))
    with page.expect_navigation():
        page.click("#start-auto")
    assert "Nothing was started" in _flash(tab)
    assert tab.foreign_requests() == [] and [e for e in tab.errors if "pageerror" in e] == []


def test_daemon_page_watches_a_folder_runs_and_stops(atab: Tab) -> None:
    tab, page, server = atab, atab.page, atab.server
    folder = Path(server.roots[0]) / f"inbox-{uuid.uuid4().hex[:6]}"
    folder.mkdir()
    headers = _headers(server, "admin")
    _sign_in(tab, "admin")
    page.get_by_role("link", name="Daemon", exact=True).click()
    page.wait_for_url("**/ui/daemon")
    assert page.locator("#daemon-status").get_attribute("data-running") == "no"

    refused = page.request.post(f"{server.url}/ui/daemon/watch", form={"path": str(folder)})
    assert refused.status == 403
    assert httpx.get(f"{server.url}/api/v1/daemon/status", headers=headers, timeout=10).json()["data"]["watched"] == []
    tab.errors.clear()

    page.fill("#watch-path", str(folder))
    page.select_option("#watch-methodology", "para")
    with page.expect_navigation():
        page.click("#watch-add")
    assert f"Watching {folder}" in _flash(tab)

    def status() -> dict[str, Any]:
        return httpx.get(f"{server.url}/api/v1/daemon/status", headers=headers, timeout=10).json()["data"]

    wait_until(lambda: status()["running"], timeout=20)
    assert status()["watched"] == [{"path": str(folder), "mode": "methodology", "methodology": "para",
                                    "dry_run": False}]
    page.reload()
    assert page.locator("#daemon-status").get_attribute("data-running") == "yes"
    assert page.locator(f'#watched-table tr[data-path="{folder}"]').count() == 1
    _axe(tab)
    tab.screenshot("daemon-running")

    # Stopped elsewhere (REST): the status refreshes itself (htmx, every 5 s); Start starts it again.
    assert httpx.post(f"{server.url}/api/v1/daemon/stop", headers=headers, timeout=10).status_code == 200
    page.wait_for_selector('#daemon-status[data-running="no"]', timeout=15_000)
    with page.expect_navigation():
        page.click("#daemon-start")
    assert "The daemon was started." in _flash(tab) and status()["wanted"] is True

    page.fill("#watch-path", str(folder / "nope"))
    with page.expect_navigation():
        page.click("#watch-add")
    assert "The folder was not added" in _flash(tab)

    with page.expect_navigation():
        page.click(f'button[aria-label="Remove {folder} (stop watching it)"]')
    assert status()["watched"] == []
    with page.expect_navigation():
        page.click("#daemon-stop")
    assert "The daemon was stopped." in _flash(tab)
    assert status()["wanted"] is False
    wait_until(lambda: not status()["running"], timeout=20)
    assert [e for e in tab.errors if "pageerror" in e] == []


def test_methodology_choice_is_saved_and_read_back_over_rest(atab: Tab) -> None:
    tab, page, server = atab, atab.page, atab.server
    headers = _headers(server, "admin")
    _sign_in(tab, "admin")
    tab.goto("/ui/settings/organization")
    options = page.locator("#methodology-select option").evaluate_all("els => els.map(e => e.value)")
    assert {"default", "para", "johnny_decimal"} <= set(options)
    page.select_option("#methodology-select", "johnny_decimal")
    with page.expect_navigation():
        page.click("#save-methodology")
    assert "Methodology set to johnny_decimal." in _flash(tab)
    r = httpx.get(f"{server.url}/api/v1/organize/methodology", headers=headers, timeout=10)
    assert r.json()["data"]["methodology"] == "johnny_decimal"
    assert page.locator("#methodology-select").input_value() == "johnny_decimal"
    _axe(tab)
    tab.screenshot("methodology-settings")
    refused = page.request.post(f"{server.url}/ui/settings/organization",
                                form={"action": "methodology", "methodology": "para"})
    assert refused.status == 403
    r = httpx.get(f"{server.url}/api/v1/organize/methodology", headers=headers, timeout=10)
    assert r.json()["data"]["methodology"] == "johnny_decimal"


def test_viewer_sees_the_pages_without_forms_and_is_refused(atab: Tab) -> None:
    tab, page, server = atab, atab.page, atab.server
    username = _viewer(server)
    _sign_in(tab, username)
    tab.goto("/ui/tags")
    assert page.locator("h1").inner_text() == "Tags"
    assert page.locator("form[action='/ui/tags/rename'], #tag-folder-form").count() == 0
    tab.goto("/ui/daemon")
    assert page.locator("#watch-form, #daemon-start, #daemon-stop").count() == 0
    tab.goto("/ui/settings/organization")
    assert page.locator("#save-methodology").count() == 0
    csrf = page.locator("input[name=csrf_token]").first.get_attribute("value")
    folder = Path(server.roots[0])
    for url, form in (("/ui/tags/rename", {"tag": "final", "new": "x"}), ("/ui/tags/remove", {"tag": "final"}),
                      ("/ui/tags/auto", {"path": str(folder)}), ("/ui/daemon/watch", {"path": str(folder)}),
                      ("/ui/daemon/start", {}), ("/ui/daemon/stop", {}),
                      ("/ui/settings/organization", {"action": "methodology", "methodology": "para"})):
        response = page.request.post(f"{server.url}{url}", form={"csrf_token": csrf, **form})
        assert response.status == 403, (url, response.status)
