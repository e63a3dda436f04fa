"""The Files pages in a real Chromium: browse a root (htmx navigation), preview, upload (never overwrites)."""

from __future__ import annotations

import struct
import uuid
import zlib
from pathlib import Path

import httpx
import pytest

from browser.conftest import Tab
from conftest import PASSWORD

pytestmark = pytest.mark.browser


def gradient_png(width: int, height: int) -> bytes:
    """A small RGB PNG (a colour gradient) built with zlib alone."""
    rows = b"".join(b"\x00" + bytes(v for x in range(width) for v in (x * 255 // width, y * 255 // height, 160))
                    for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def sign_in(tab: Tab, prefix: str) -> str:
    """Register a user over REST and sign in through the web form."""
    username = f"{prefix}{uuid.uuid4().hex[:8]}"
    registered = httpx.post(f"{tab.server.url}/api/v1/auth/register", timeout=10,
                            json={"username": username, "email": f"{username}@example.com", "password": PASSWORD})
    assert registered.status_code == 201, registered.text
    tab.goto("/ui/profile/login")
    tab.page.fill("input[name=username]", username)
    tab.page.fill("input[name=password]", PASSWORD)
    with tab.page.expect_navigation():
        tab.page.locator("form[action='/ui/profile/login'] button[type=submit]").click()
    assert tab.page.url == tab.server.url + "/ui/"
    return username


def test_browse_preview_and_upload(tab: Tab, tmp_path: Path) -> None:
    page = tab.page
    folder = Path(tab.server.roots[0]) / f"browse-{uuid.uuid4().hex[:6]}"
    (folder / "Letters").mkdir(parents=True)
    (folder / "Letters" / "to-ann.txt").write_text("Dear Ann,\nthe budget is fine.\n")
    (folder / "readme.md").write_text("# Read me\n")
    (folder / "photo.png").write_bytes(gradient_png(160, 90))
    (folder / ".hidden.txt").write_text("psst")
    sign_in(tab, "fay")

    page.get_by_role("link", name="Files", exact=True).click()
    page.wait_for_url("**/ui/files")
    page.get_by_role("link", name=folder.name, exact=True).click()  # htmx swap + pushed URL
    page.wait_for_url(f"**/ui/files?path=*{folder.name}")
    names = page.locator("#file-table tbody a[data-row-link]").all_inner_texts()
    assert page.locator("#file-table tbody td:first-child a").first.inner_text() == "↑ Parent folder"
    assert names == ["Letters", "photo.png", "readme.md"]
    assert page.locator("text=.hidden.txt").count() == 0
    page.locator("#toggle-hidden").click()
    page.locator("#file-table >> text=.hidden.txt").wait_for()
    page.locator("#toggle-hidden").click()
    page.locator("#file-table >> text=.hidden.txt").wait_for(state="detached")
    tab.screenshot("files")

    page.get_by_role("link", name="Letters", exact=True).click()
    page.wait_for_url("**Letters")
    crumbs = page.locator(".fw-crumbs li").all_inner_texts()
    assert crumbs[-2:] == [folder.name, "Letters"]
    page.get_by_role("link", name="to-ann.txt", exact=True).click()
    page.wait_for_url("**/ui/files/preview?path=**")
    assert "the budget is fine." in page.locator("#preview-text").inner_text()
    with page.expect_download() as download:
        page.locator("#download").click()
    saved = tmp_path / "dl.txt"
    download.value.save_as(saved)
    assert saved.read_bytes() == (folder / "Letters" / "to-ann.txt").read_bytes()

    tab.goto(f"/ui/files/preview?path={folder / 'photo.png'}")
    image = page.locator(".fw-image img")
    image.wait_for()
    assert page.evaluate("document.querySelector('.fw-image img').naturalWidth") == 160
    tab.screenshot("files-preview")

    # Upload twice under the same name: the second never overwrites the first.
    for content in (b"first upload\n", b"second upload\n"):
        tab.goto(f"/ui/files?path={folder}")
        upload = tmp_path / "report.txt"
        upload.write_bytes(content)
        page.set_input_files("input[type=file]", str(upload))
        with page.expect_navigation():
            page.locator("form[action='/ui/files/upload'] button[type=submit]").click()
    assert (folder / "report.txt").read_bytes() == b"first upload\n"
    assert (folder / "report (2).txt").read_bytes() == b"second upload\n"
    assert "Uploaded report.txt as report (2).txt" in page.locator(".fw-flashes").inner_text()
    assert page.locator("#file-table >> text=report (2).txt").count() == 1
    tab.screenshot("files-uploaded")

    # The folder tree expands one level at a time (htmx loads the sub-folders on toggle).
    page.get_by_role("link", name="Folder tree").click()
    page.wait_for_url("**/ui/files/tree")
    page.locator("ul.fw-tree > li > details > summary").first.locator(".fw-expand").evaluate(
        "link => link.closest('details').open = true")
    page.locator(f"ul.fw-tree ul.fw-tree a.fw-folder:text-is('{folder.name}')").wait_for()
    assert tab.foreign_requests() == []
    assert tab.errors == []
