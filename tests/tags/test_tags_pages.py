"""The files page shows tags per row, links the tag editor, edits tags with CSRF and shows the suggestions panel
(in-process app client)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

from tests.ui.test_pages_files import HTML, _csrf, web_login


async def _html(client: Any, url: str, status: int = 200) -> str:
    response = await client.get(url, headers=HTML)
    body = (await response.get_data()).decode()
    assert response.status_code == status, body[:500]
    return body


async def test_rows_show_tags_and_the_editor_adds_and_removes(client: Any, root: Path) -> None:
    (root / "report.txt").write_text("figures")
    (root / "Docs").mkdir()
    await web_login(client, "admin")
    html = await _html(client, "/ui/files")
    assert f'href="/ui/files/tags?path={quote(str(root / "report.txt"))}"' in html
    assert 'data-action="tags"' in html and html.count('data-action="tags"') == 1  # files only, not folders
    assert 'id="suggestions-slot"' in html  # the suggestions panel loads into the page

    editor = await _html(client, f"/ui/files/tags?path={quote(str(root / 'report.txt'))}")
    assert "No tags yet." in editor and 'id="new-tags"' in editor
    token = _csrf(editor)
    r = await client.post("/ui/files/tags", form={"csrf_token": token, "path": str(root / "report.txt"),
                                                  "op": "add", "tags": "Work, q3", "next": "/ui/files"})
    assert r.status_code == 303 and r.headers["Location"] == "/ui/files"
    html = await _html(client, "/ui/files")
    row = re.search(r'<tr data-name="report.txt">(.*?)</tr>', html, re.S).group(1)
    assert re.findall(r'<span class="fw-tag">([^<]+)</span>', row) == ["q3", "work"]
    assert "Tagged report.txt: Work, q3." in html  # flash with an Undo button
    assert re.search(r'name="transaction_id" value="\d+"', html) or "Undo" in html

    r = await client.post("/ui/files/tags", form={"csrf_token": token, "path": str(root / "report.txt"),
                                                  "op": "remove", "tags": "q3"})
    assert r.status_code == 303
    editor = await _html(client, f"/ui/files/tags?path={quote(str(root / 'report.txt'))}")
    assert re.findall(r'data-tag="([^"]+)"', editor) == ["work"]
    assert 'aria-label="Remove tag work"' in editor


async def test_tag_form_needs_csrf_and_a_writer(app: Any, client: Any, root: Path) -> None:
    (root / "report.txt").write_text("figures")
    await web_login(client, "admin")
    r = await client.post("/ui/files/tags", form={"path": str(root / "report.txt"), "op": "add", "tags": "x"})
    assert r.status_code in (400, 403)
    client = app.test_client()  # a second browser
    token = await web_login(client, "vera", role="viewer")
    r = await client.post("/ui/files/tags", form={"csrf_token": token, "path": str(root / "report.txt"),
                                                  "op": "add", "tags": "x"})
    assert r.status_code == 403
    editor = await _html(client, f"/ui/files/tags?path={quote(str(root / 'report.txt'))}")
    assert 'id="new-tags"' not in editor  # a viewer sees tags, not the form
    from foldwise.plugins.tags.models import TagAssignment

    assert await TagAssignment.all().count() == 0


async def test_suggestions_panel_applies_and_dismisses(client: Any, root: Path) -> None:
    (root / "Downloads").mkdir()
    (root / "Finance" / "Invoices").mkdir(parents=True)
    for n in (1, 2, 3):
        (root / "Downloads" / f"invoice-{n}.pdf").write_bytes(b"%PDF-1.4")
    token = await web_login(client, "admin")
    kernel = client.app.kernel
    files = kernel.service("foldwise.plugins.files.service:FilesService")
    for n in (1, 2):
        await files.move(str(root / "Downloads" / f"invoice-{n}.pdf"), str(root / "Finance" / "Invoices" / f"invoice-{n}.pdf"),
                         actor="admin")
    panel = await _html(client, f"/ui/suggestions?path={quote(str(root / 'Downloads'))}")
    assert "Move invoice-3.pdf to " in panel and 'You moved 2 files named like &#34;invoice&#34; to Finance/Invoices' in panel
    action = re.search(r'action="(/ui/suggestions/[^"]+/apply)"', panel).group(1)
    r = await client.post(action, form={"csrf_token": token, "next": "/ui/files"})
    assert r.status_code == 303 and (root / "Finance" / "Invoices" / "invoice-3.pdf").exists()
    partial = await client.get(f"/ui/suggestions?path={quote(str(root / 'Downloads'))}",
                               headers={**HTML, "HX-Request": "true"})
    body = (await partial.get_data()).decode()
    assert body.lstrip().startswith("<section") and "No suggestions for this folder." in body


async def test_suggestions_panel_offers_learned_renames(client: Any, root: Path) -> None:
    import os

    (root / "Scans").mkdir()
    for n in (1, 2, 3):
        (root / "Scans" / f"Receipt {n}.PDF").write_bytes(b"%PDF-1.4")
        os.utime(root / "Scans" / f"Receipt {n}.PDF", (1717243200, 1717243200))  # 2024-06-01
    token = await web_login(client, "admin")
    files = client.app.kernel.service("foldwise.plugins.files.service:FilesService")
    for n in (1, 2):
        await files.rename(str(root / "Scans" / f"Receipt {n}.PDF"), f"receipt-{n}.pdf", actor="admin")
    panel = await _html(client, f"/ui/suggestions?path={quote(str(root / 'Scans'))}")
    assert "Rename Receipt 3.PDF to “receipt-3.pdf”" in panel
    assert "You renamed 2 files named like &#34;receipt&#34; to “&lt;name as lower-case-words&gt;.&lt;ext&gt;”" in panel
    action = re.search(r'action="(/ui/suggestions/[^"]+/apply)"', panel).group(1)
    r = await client.post(action, form={"csrf_token": token, "next": "/ui/files"})
    assert r.status_code == 303 and (root / "Scans" / "receipt-3.pdf").exists()
    assert "Renamed to receipt-3.pdf." in await _html(client, "/ui/files")
