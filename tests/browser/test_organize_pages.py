"""Organize in a real Chromium: preview a plan for a messy folder, execute it, watch the status page reach
100% without a reload (SSE + htmx), see the files moved, roll back from the report page, get the tree back."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any, Iterator

import pytest

from browser.conftest import Tab
from browser.test_files_pages import gradient_png, sign_in
from conftest import LiveServer
from waiting import wait_until

pytestmark = pytest.mark.browser


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (relative path -> bytes)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def slow_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A server whose organize jobs move 2 files per batch with a pause, so progress is watchable."""
    base = tmp_path_factory.mktemp("organize-browser")
    (base / "home").mkdir()
    (base / "root").mkdir()
    server = LiveServer(base / "home", [base / "root"],
                        env={"FOLDWISE_ORGANIZE__BATCH_SIZE": "2", "FOLDWISE_ORGANIZE__THROTTLE_MS": "350"})
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def otab(browser: Any, slow_server: LiveServer, tmp_path: Path) -> Iterator[Tab]:
    """Like ``tab``, against the slow server."""
    from browser.conftest import open_tab

    with open_tab(browser, slow_server, tmp_path) as recorded:
        yield recorded


def make_messy(folder: Path) -> None:
    folder.mkdir(parents=True)
    for index in range(4):
        (folder / f"IMG_20{index:02d}.jpg").write_bytes(b"\xff\xd8\xff\xe0" + bytes([index]) * 2000)
        (folder / f"scan {index}.pdf").write_bytes(b"%PDF-1.4 " + str(index).encode() * 500)
        (folder / f"notes-{index}.txt").write_text(f"note {index}\n" * 20)
    (folder / "song.mp3").write_bytes(b"ID3" + b"\x01" * 3000)
    (folder / "budget 2023.xlsx").write_bytes(b"PK\x03\x04 sheet")
    (folder / "holiday.png").write_bytes(gradient_png(32, 32))
    (folder / "archive.zip").write_bytes(b"PK\x05\x06" + b"\x00" * 18)


def test_plan_execute_watch_and_roll_back(otab: Tab) -> None:
    tab, page = otab, otab.page
    messy = Path(tab.server.roots[0]) / f"Messy-{uuid.uuid4().hex[:6]}"
    make_messy(messy)
    original = snapshot(messy)
    sign_in(tab, "olga")

    page.get_by_role("link", name="Organize", exact=True).click()
    page.wait_for_url("**/ui/organize")
    page.fill("input[name=path]", str(messy))
    page.check("input[name=methodology][value=default]")
    tab.screenshot("organize")
    with page.expect_navigation():
        page.locator("#preview-plan").click()
    assert "/ui/organize/report/" in page.url
    job_id = page.url.rsplit("/", 1)[1]
    rows = page.locator("#plan tr[data-op]")
    assert rows.count() == len(original)  # every file has a row, grouped under its destination folder
    assert page.locator("#plan input[name=exclude]").count() == len(original)
    assert snapshot(messy) == original  # a preview changes nothing
    tab.screenshot("organize-report")
    rows.nth(2).scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, 250)")
    tab.screenshot("organize-report-moves")

    with page.expect_navigation():
        page.locator("#execute").click()
    page.locator("#confirm-execute").wait_for()
    assert snapshot(messy) == original  # the confirmation changes nothing either
    with page.expect_navigation():
        page.locator("#confirm").click()
    assert page.url.endswith(f"/ui/organize/jobs/{job_id}/status")
    page.evaluate("window.__fw_same_page = true")  # gone if the page reloads
    seen = {page.locator("#job-percent").inner_text()}
    assert page.locator("#job-panel").get_attribute("data-status") == "in_progress"
    # Watch it move: the panel is swapped in by htmx on every event of the stream.
    def sample() -> str:
        percent = page.locator("#job-percent").inner_text()
        if percent != "100%":
            seen.add(percent)
            if len(seen) == 2:
                tab.screenshot("organize-status-running")
        return percent

    wait_until(sample, until=lambda percent: percent == "100%", timeout=120, interval=0.1,
               what="the job panel to reach 100%")
    page.locator("#job-panel[data-status=completed]").wait_for()
    assert page.evaluate("window.__fw_same_page") is True
    assert len(seen) >= 2 and all(p.endswith("%") and int(p[:-1]) < 100 for p in seen), seen
    assert page.locator("#job-progress").get_attribute("value") == "100"
    tab.screenshot("organize-status")

    moved = snapshot(messy)
    assert set(moved) != set(original) and sorted(moved.values()) == sorted(original.values())
    assert not any((messy / name).exists() for name in original)  # every file left the top level

    page.locator("#job-panel").get_by_role("link", name="View the plan").click()
    page.wait_for_url(f"**/ui/organize/report/{job_id}")
    with page.expect_navigation():
        page.locator("#rollback").click()
    page.locator("#confirm-rollback").wait_for()
    with page.expect_navigation():
        page.locator("#confirm").click()
    assert page.url.endswith(f"/ui/organize/jobs/{job_id}/status")
    page.locator("#job-panel[data-status=rolled_back]").wait_for()
    assert snapshot(messy) == original
    leftovers = [p for p in messy.rglob("*") if p.is_dir()]
    assert leftovers == [], leftovers  # the folders the plan created are gone too

    tab.goto("/ui/organize/history")
    rows = page.locator("#history-table tbody tr")
    assert rows.count() == 1  # one row per change: the organize job, its rollback folded into it
    assert rows.nth(0).get_attribute("data-state") == "undone" and "undo of #" not in rows.nth(0).inner_text()
    assert rows.nth(0).get_by_role("button", name="Redo").count() == 1
    tab.screenshot("organize-history")
    tab.goto("/ui/organize/stats")
    tab.screenshot("organize-stats")
    assert tab.foreign_requests() == []
    assert tab.errors == []


def test_ticks_are_kept_across_pages_of_a_long_plan(tab: Tab) -> None:
    """A plan longer than one page: a row ticked on page 1 and one on page 2 are both excluded."""
    page = tab.page
    messy = Path(tab.server.roots[0]) / f"Long-{uuid.uuid4().hex[:6]}"
    messy.mkdir()
    for index in range(130):
        (messy / f"note {index:03d}.txt").write_text(f"note {index}\n")
    sign_in(tab, "tick")
    tab.goto("/ui/organize")
    page.fill("input[name=path]", str(messy))
    page.check("input[name=methodology][value=default]")
    with page.expect_navigation():
        page.locator("#preview-plan").click()
    first = page.locator("#plan input[type=checkbox][name=exclude]").nth(3)
    first_id = first.get_attribute("value")
    first.check()
    with page.expect_navigation():
        page.get_by_role("button", name="Next →").click()
    assert f"x={first_id}" in page.url
    assert "1 ticked on other pages" in page.locator("#exclude-note").inner_text()
    second = page.locator("#plan input[type=checkbox][name=exclude]").nth(1)
    second_id = second.get_attribute("value")
    second.check()
    with page.expect_navigation():
        page.get_by_role("button", name="← Previous").click()
    assert page.locator(f"#plan input[type=checkbox][value='{first_id}']").is_checked()  # still ticked
    tab.screenshot("organize-ticks-kept")
    with page.expect_navigation():
        page.locator("#execute").click()
    page.locator("#confirm-execute").wait_for()
    assert page.locator("#excluded-list li").count() == 2
    kept = {id_ for id_ in page.locator("#confirm-execute input[name=exclude]").evaluate_all(
        "inputs => inputs.map(i => i.value)")}
    assert kept == {first_id, second_id}
    assert not [e for e in tab.errors if "pageerror" in e], tab.errors
