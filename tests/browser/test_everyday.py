"""Everyday flows in a real Chromium, by keyboard where it matters, each page checked by axe-core and
photographed at 1280 and 390 px wide in the light and the dark theme (``FOLDWISE_SHOTS_DIR``).

Flows: rename, move, delete and restore a file; search and open a result; find duplicates, resolve them,
undo; review a plan grouped by folder, exclude two rows, execute with confirmation, undo from the history, and
every page agreeing on the state afterwards.
"""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any, Iterator

import pytest

from browser.conftest import CHROMIUM_ARGS, SHOTS_DIR, VIEWPORT, Tab
from browser.test_files_pages import gradient_png, sign_in
from waiting import wait_until

pytestmark = pytest.mark.browser

AXE = Path(__file__).resolve().parent / "vendor" / "axe-core" / "axe.min.js"
#: (width, height, colour scheme) of every screenshot set.
LOOKS = ((1280, 900, "light"), (1280, 900, "dark"), (390, 844, "light"), (390, 844, "dark"))
_RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                      nodes: v.nodes.slice(0, 3).map(n => n.target.join(" ") + " " +
                                                                        (n.failureSummary || "").slice(0, 300))}));
}"""


@pytest.fixture
def etab(browser: Any, web_server: Any, tmp_path: Path) -> Iterator[Tab]:
    """A tab whose pages load axe-core (an init script: not subject to the page's CSP, never inline)."""
    context = browser.new_context(viewport=VIEWPORT)
    context.add_init_script(path=str(AXE))
    page = context.new_page()
    page.set_default_timeout(20_000)
    recorded = Tab(page, web_server, tmp_path)
    page.on("request", lambda request: recorded.requests.append(request.url))
    page.on("pageerror", lambda error: recorded.errors.append(f"pageerror: {error}"))
    page.on("console", lambda message: recorded.errors.append(f"console: {message.text}")
            if message.type == "error" else None)
    try:
        yield recorded
    finally:
        context.close()


def look(tab: Tab, name: str) -> None:
    """axe-core in both themes (no serious or critical violation), then the four screenshots."""
    page = tab.page
    page.mouse.move(1, 1)  # the pointer of the last click would leave a link mid hover-transition when axe measures
    page.emulate_media(reduced_motion="reduce")  # Pico then drops its colour transitions: axe sees settled colours
    for width, height, scheme in LOOKS:
        page.set_viewport_size({"width": width, "height": height})
        page.emulate_media(color_scheme=scheme)
        page.wait_for_timeout(350)  # Pico's colour transitions settle before axe measures contrast
        if width == 1280:
            bad = [v for v in page.evaluate(_RUN_AXE) if v["impact"] in ("serious", "critical")]
            assert bad == [], f"{name} ({scheme}): {bad}"
        if width == 390:  # the phone layout: nothing scrolls sideways
            assert page.evaluate("document.documentElement.scrollWidth") <= width + 1, name
        path = tab.shots / f"{name}-{width}-{scheme}.png"
        page.screenshot(path=str(path), full_page=True)
        SHOTS_DIR.mkdir(parents=True, exist_ok=True)
        (SHOTS_DIR / path.name).write_bytes(path.read_bytes())
    page.set_viewport_size(VIEWPORT)
    page.emulate_media(color_scheme="light")


def tab_to(tab: Tab, selector: str, limit: int = 80) -> None:
    """Press Tab until the element ``selector`` has the focus (the keyboard alone reaches it)."""
    page = tab.page
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("s => document.activeElement === document.querySelector(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


def press_and_wait(tab: Tab, key: str) -> None:
    with tab.page.expect_navigation():
        tab.page.keyboard.press(key)


def focus_row(tab: Tab, name: str) -> None:
    """Move the focus to the row of ``name`` with the ``j`` shortcut."""
    page = tab.page
    for _ in range(50):
        page.keyboard.press("j")
        if page.evaluate("() => document.activeElement && document.activeElement.textContent") == name:
            return
    raise AssertionError(f"j never reached {name}")


def test_rename_move_delete_and_restore_by_keyboard(etab: Tab) -> None:
    tab, page = etab, etab.page
    folder = Path(tab.server.roots[0]) / f"daily-{uuid.uuid4().hex[:6]}"
    (folder / "Archive").mkdir(parents=True)
    (folder / "draft.txt").write_text("first draft\n")
    (folder / "photo.png").write_bytes(gradient_png(120, 80))
    sign_in(tab, "kim")
    tab.goto(f"/ui/files?path={folder}")
    page.locator("#file-table").wait_for()
    look(tab, "files-folder")

    # Rename: j to the row, r, type the new name, Enter.
    focus_row(tab, "draft.txt")
    press_and_wait(tab, "r")
    assert page.evaluate("document.activeElement.id") == "new-name"
    look(tab, "files-rename")
    page.keyboard.press("Control+A")
    page.keyboard.type("letter.txt")
    press_and_wait(tab, "Enter")
    assert (folder / "letter.txt").read_text() == "first draft\n" and not (folder / "draft.txt").exists()
    assert "Renamed draft.txt to letter.txt." in page.locator(".fw-flashes").inner_text()
    look(tab, "files-renamed")

    # Move into Archive: m, type the folder, Enter.
    focus_row(tab, "letter.txt")
    press_and_wait(tab, "m")
    # the field takes the focus by itself (autofocus); on a loaded machine typing could start before it had it
    page.wait_for_function("() => document.activeElement && document.activeElement.id === 'destination'")
    page.keyboard.type(str(folder / "Archive"))
    assert page.input_value("#destination") == str(folder / "Archive")
    press_and_wait(tab, "Enter")
    assert (folder / "Archive" / "letter.txt").exists() and not (folder / "letter.txt").exists()

    # Delete asks first; Enter on the focused confirmation moves it to the trash.
    focus_row(tab, "photo.png")
    press_and_wait(tab, "Delete")
    assert page.evaluate("document.activeElement.id") == "confirm"
    look(tab, "files-delete-confirm")
    press_and_wait(tab, "Enter")
    assert not (folder / "photo.png").exists()

    # The trash lists it; Restore (reached with Tab) puts it back.
    tab.goto("/ui/files/trash")
    assert "photo.png" in page.locator("#trash-table").inner_text()
    look(tab, "files-trash")
    tab_to(tab, "button[aria-label='Restore photo.png']")
    press_and_wait(tab, "Enter")
    assert (folder / "photo.png").read_bytes() == gradient_png(120, 80)
    assert "Restored 1 item" in page.locator(".fw-flashes").inner_text()

    # The history agrees: the deletion is undone, the move and the rename are in effect.
    tab.goto("/ui/organize/history")
    rows = page.locator("#history-table tbody tr")
    states = {rows.nth(i).locator("td").nth(1).inner_text().split("\n")[0]: rows.nth(i).get_attribute("data-state")
              for i in range(min(rows.count(), 10))}
    assert states.get("delete photo.png") == "undone"
    assert states.get("move letter.txt to Archive") == "in_effect"
    assert states.get("move draft.txt to letter.txt") == "in_effect"
    look(tab, "history-files")
    assert tab.foreign_requests() == [] and tab.errors == []


def test_search_and_open_a_result_by_keyboard(etab: Tab) -> None:
    tab, page = etab, etab.page
    sign_in(tab, "sam")
    tab.goto("/ui/")

    def searched() -> int:
        tab.goto("/ui/")
        page.keyboard.press("/")
        page.keyboard.type("payment")
        with page.expect_navigation():
            page.keyboard.press("Enter")
        return page.locator("#search-results a[data-row-link]").count()

    wait_until(searched, until=lambda n: n >= 1, timeout=60, interval=1, what="the index to find 'payment'")
    assert "q3-invoice.txt" in page.locator("#search-results").inner_text()
    assert page.locator("#search-results .fw-snippet mark").first.inner_text().lower() == "payment"
    assert "match" in page.locator("#search-total").inner_text()
    look(tab, "search-results")
    page.keyboard.press("j")
    press_and_wait(tab, "Enter")
    assert "/ui/files/preview" in page.url and "payment due" in page.locator("#preview-text").inner_text()
    look(tab, "search-opened")
    assert tab.foreign_requests() == [] and tab.errors == []


def test_find_duplicates_resolve_and_undo(etab: Tab) -> None:
    tab, page = etab, etab.page
    folder = Path(tab.server.roots[0]) / f"dups-{uuid.uuid4().hex[:6]}"
    (folder / "a").mkdir(parents=True)
    (folder / "b").mkdir()
    for path in (folder / "a" / "report.pdf", folder / "b" / "report copy.pdf", folder / "report (1).pdf"):
        path.write_bytes(b"%PDF-1.4 the same report " * 200)
    (folder / "a" / "photo.jpg").write_bytes(b"\xff\xd8 same photo" * 300)
    (folder / "b" / "photo.jpg").write_bytes(b"\xff\xd8 same photo" * 300)
    (folder / "unique.txt").write_text("only one\n")
    sign_in(tab, "dee")
    tab.goto("/ui/dedupe")
    look(tab, "dedupe-start")
    page.fill("#dedupe-path", str(folder))
    with page.expect_navigation():
        page.locator("#dedupe-scan").click()
    page.locator("#resolve-form").wait_for(timeout=60_000)
    assert page.locator(".fw-dup-group").count() == 2
    look(tab, "dedupe-groups")
    # Keep the copy in b/ for the report group instead of the strategy's choice.
    page.locator(f"input[type=radio][value='{folder / 'b' / 'report copy.pdf'}']").check()
    with page.expect_navigation():
        page.locator("#resolve").click()
    assert "Move 3 duplicates to the trash?" in page.locator("h1").inner_text()
    look(tab, "dedupe-confirm")
    with page.expect_navigation():
        page.locator("#confirm").click()
    assert (folder / "b" / "report copy.pdf").exists()
    assert not (folder / "a" / "report.pdf").exists() and not (folder / "report (1).pdf").exists()
    assert sum(p.exists() for p in (folder / "a" / "photo.jpg", folder / "b" / "photo.jpg")) == 1
    assert "Moved 3 duplicates to the trash" in page.locator(".fw-flashes").inner_text()
    look(tab, "dedupe-resolved")
    with page.expect_navigation():
        page.locator("#flash-undo").click()
    assert all(p.exists() for p in (folder / "a" / "report.pdf", folder / "report (1).pdf",
                                    folder / "a" / "photo.jpg", folder / "b" / "photo.jpg"))
    assert "Undid #" in page.locator(".fw-flashes").inner_text()
    tab.goto("/ui/organize/history")
    assert page.locator("#history-table tbody tr").first.get_attribute("data-state") == "undone"
    assert tab.foreign_requests() == [] and tab.errors == []


def _messy(folder: Path) -> None:
    folder.mkdir(parents=True)
    for index in range(3):
        (folder / f"IMG_20{index:02d}.jpg").write_bytes(b"\xff\xd8\xff\xe0" + bytes([index]) * 2000)
        (folder / f"scan {index}.pdf").write_bytes(b"%PDF-1.4 " + str(index).encode() * 500)
        (folder / f"notes-{index}.txt").write_text(f"note {index}\n" * 20)
    (folder / "song.mp3").write_bytes(b"ID3" + b"\x01" * 3000)
    (folder / "budget 2023.xlsx").write_bytes(b"PK\x03\x04 sheet")


def test_review_a_plan_exclude_two_execute_and_undo_from_history(etab: Tab) -> None:
    tab, page = etab, etab.page
    messy = Path(tab.server.roots[0]) / f"Inbox-{uuid.uuid4().hex[:6]}"
    _messy(messy)
    files = sorted(p.name for p in messy.iterdir())
    sign_in(tab, "ola")
    tab.goto("/ui/organize")
    assert page.locator("#organize-path").input_value() == ""  # never the root by default
    look(tab, "organize-form")
    page.locator("#organize-path").focus()
    page.keyboard.type(str(messy))
    press_and_wait(tab, "Enter")
    assert "/ui/organize/report/" in page.url
    job_id = page.url.rsplit("/", 1)[1]
    groups = page.locator("#plan details.fw-group")
    assert groups.count() >= 3  # one per destination folder
    assert page.locator("#plan tr[data-op]").count() == len(files)
    look(tab, "organize-plan")

    # Exclude two rows with the keyboard (Tab to the box, Space), then review and execute.
    keep = [f"scan 0.pdf", "song.mp3"]
    for name in keep:
        tab_to(tab, f"input[aria-label='Exclude {name}']")
        page.keyboard.press("Space")
    assert page.locator("#plan input[name=exclude]:checked").count() == 2
    tab_to(tab, "#execute")
    press_and_wait(tab, "Enter")
    assert "2 excluded" in page.locator("#confirm-execute").inner_text()
    assert sorted(p.name for p in messy.iterdir()) == files  # nothing moved yet
    look(tab, "organize-confirm")
    press_and_wait(tab, "Enter")  # the confirmation button has the focus
    page.locator("#job-panel[data-status=completed]").wait_for(timeout=60_000)
    left = sorted(p.name for p in messy.iterdir() if p.is_file())
    assert left == sorted(keep)  # the two excluded files stayed, everything else moved
    look(tab, "organize-done")

    # Undo from the history (with its confirmation), then every page says the same thing.
    tab.goto("/ui/organize/history")
    row = page.locator("#history-table tbody tr", has_text=messy.name).first
    assert row.get_attribute("data-state") == "in_effect"
    with page.expect_navigation():
        row.get_by_role("button", name="Undo").click()
    assert "operations will be reversed" in page.locator("#confirm-undo").inner_text()
    look(tab, "history-confirm-undo")
    press_and_wait(tab, "Enter")
    assert sorted(p.name for p in messy.iterdir()) == files
    assert "Undid #" in page.locator(".fw-flashes").inner_text()
    row = page.locator("#history-table tbody tr", has_text=messy.name).first
    assert row.get_attribute("data-state") == "undone" and row.get_by_role("button", name="Redo").count() == 1
    look(tab, "history-after-undo")
    tab.goto(f"/ui/organize/jobs/{job_id}/status")
    assert page.locator("#job-panel").get_attribute("data-status") == "rolled_back"
    assert page.locator("#rollback").count() == 0  # nothing left to roll back
    tab.goto("/ui/organize")
    recent = page.locator("#recent-jobs tbody tr", has_text=messy.name).first
    assert "rolled back" in recent.inner_text().replace("_", " ")
    look(tab, "organize-recent")
    assert tab.foreign_requests() == [] and tab.errors == []
