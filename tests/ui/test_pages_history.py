"""``/ui/organize/history`` in-process: the journal's transactions, undo/redo forms, CSRF, roles, events."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

from werkzeug.datastructures import FileStorage

from ui.test_pages_files import _html, web_login


async def _upload(client: Any, token: str, folder: Path, name: str, data: bytes) -> None:
    response = await client.post("/ui/files/upload", form={"path": str(folder), "csrf_token": token},
                                 files={"file": FileStorage(io.BytesIO(data), filename=name)})
    assert response.status_code == 303


async def test_history_lists_transactions_with_undo_and_redo(client, root: Path) -> None:
    token = await web_login(client, "admin")
    assert "Nothing has been changed yet." in await _html(client, "/ui/organize/history")
    await _upload(client, token, root, "one.txt", b"1")
    await _upload(client, token, root, "two.txt", b"2")
    html = await _html(client, "/ui/organize/history")
    assert "upload one.txt" in html and "upload two.txt" in html
    assert html.index("upload two.txt") < html.index("upload one.txt")  # newest first
    table = html[html.index('id="history-table"'):]
    assert table.count('action="/ui/organize/history/undo"') == 2  # one per change
    assert html.count('id="undo-latest"') == 1
    assert 'sse-connect="/ui/organize/history/events"' in html

    refused = await client.post("/ui/organize/history/undo", form={})
    assert refused.status_code == 403 and (root / "two.txt").exists()
    undone = await client.post("/ui/organize/history/undo", form={"csrf_token": token, "confirm": "1"})
    assert undone.status_code == 303 and undone.headers["Location"] == "/ui/organize/history"
    assert not (root / "two.txt").exists() and (root / "one.txt").exists()
    after = await _html(client, "/ui/organize/history")
    assert re.search(r"Undid #\d+ “upload two.txt” \(1 operation\)\.", after)  # names the change, not the undo
    assert 'data-state="undone"' in after and 'action="/ui/organize/history/redo"' in after

    one_id = re.search(r'<tr id="txn-(\d+)"[^>]*>\s*<td[^>]*>\d+</td>\s*<td[^>]*>upload one.txt', after).group(1)
    specific = await client.post("/ui/organize/history/undo", form={"transaction_id": one_id, "csrf_token": token, "confirm": "1"})
    assert specific.status_code == 303 and not (root / "one.txt").exists()
    redone = await client.post("/ui/organize/history/redo", form={"csrf_token": token, "confirm": "1"})
    assert redone.status_code == 303 and (root / "one.txt").read_bytes() == b"1"
    assert "Redid #" in await _html(client, "/ui/organize/history")


async def test_undo_conflict_is_a_message_not_a_crash(client, root: Path) -> None:
    token = await web_login(client, "admin")
    await _upload(client, token, root, "a.txt", b"a")
    await client.post("/ui/organize/history/undo", form={"csrf_token": token, "confirm": "1"})
    (root / "a.txt").write_bytes(b"someone else")  # the redo target is now occupied
    response = await client.post("/ui/organize/history/redo", form={"csrf_token": token, "confirm": "1"})
    assert response.status_code == 303
    html = await _html(client, "/ui/organize/history")
    assert "Nothing was redone" in html and 'role="alert"' in html
    assert (root / "a.txt").read_bytes() == b"someone else"
    bad = await client.post("/ui/organize/history/undo", form={"transaction_id": "x", "csrf_token": token, "confirm": "1"})
    assert bad.status_code == 303 and "must be a number" in await _html(client, "/ui/organize/history")


async def test_viewer_reads_history_but_cannot_undo(client, root: Path) -> None:
    token = await web_login(client, "admin")
    await _upload(client, token, root, "keep.txt", b"k")
    await client.post("/ui/profile/logout", form={"csrf_token": token})
    token = await web_login(client, "vera", role="viewer")
    html = await _html(client, "/ui/organize/history")
    assert "upload keep.txt" in html and "/ui/organize/history/undo" not in html
    response = await client.post("/ui/organize/history/undo", form={"csrf_token": token, "confirm": "1"}, headers={"Accept": "text/html"})
    assert response.status_code == 403 and (root / "keep.txt").exists()


async def test_history_events_announce_journal_changes(app, root: Path) -> None:
    from foldwise.plugins.history.pages import _journal_events

    from waiting import wait_until_async

    import asyncio
    from types import SimpleNamespace

    from foldwise.sdk import EventFilter

    kernel = app.app.kernel
    admin = _journal_events(kernel, EventFilter(SimpleNamespace(is_admin=True, user_id=1), None))
    member = _journal_events(kernel, EventFilter(SimpleNamespace(is_admin=False, user_id=2), None))
    before = kernel.bus.subscriber_count
    task = asyncio.ensure_future(admin.__anext__())
    other = asyncio.ensure_future(member.__anext__())
    await wait_until_async(lambda: kernel.bus.subscriber_count >= before + 2,
                           what="the pages' subscriptions to exist before the change")
    (root / "x.txt").write_text("x")
    async with kernel.journal.transaction("move", description="move x") as txn:
        await txn.move(root / "x.txt", root / "y.txt")
    message = await asyncio.wait_for(task, 5)
    assert message == {"type": "journal_changed", "data": {"transaction_id": txn.id}}
    await asyncio.sleep(0.5)
    assert not other.done()  # a change nobody owns reaches admins only, never another member's page
    other.cancel()
    await admin.aclose()


async def test_members_see_undo_only_on_their_own_and_are_refused_others(client, root: Path) -> None:
    token = await web_login(client, "admin")
    await _upload(client, token, root, "admins.txt", b"a")
    await client.post("/ui/profile/logout", form={"csrf_token": token})
    token = await web_login(client, "bob")
    await _upload(client, token, root, "bobs.txt", b"b")
    html = await _html(client, "/ui/organize/history")
    rows = dict(re.findall(r'<tr id="txn-(\d+)"[^>]*>(.*?)</tr>', html, re.S))
    admins = next(tid for tid, row in rows.items() if "upload admins.txt" in row)
    assert 'name="transaction_id"' not in rows[admins]
    assert any('name="transaction_id"' in row for tid, row in rows.items() if tid != admins)
    refused = await client.post("/ui/organize/history/undo", form={"transaction_id": admins, "csrf_token": token, "confirm": "1"},
                                headers={"Accept": "text/html"})
    assert refused.status_code == 403 and "<h1>403</h1>" in (await refused.get_data()).decode()
    assert (root / "admins.txt").exists()
    undone = await client.post("/ui/organize/history/undo", form={"csrf_token": token, "confirm": "1"})  # bob's latest
    assert undone.status_code == 303 and not (root / "bobs.txt").exists() and (root / "admins.txt").exists()


async def test_a_dedupe_transaction_links_to_its_job_status(app, client, root: Path) -> None:
    kernel = app.app.kernel
    await web_login(client, "admin")
    job = await kernel.jobs.create("dedupe.scan", {"roots": [str(root)]}, status="completed")
    (root / "dup.txt").write_text("d")
    async with kernel.journal.transaction("dedupe", job_id=job.id, description="dedupe trash") as txn:
        await txn.trash(root / "dup.txt")
    html = await _html(client, "/ui/organize/history")
    link = re.search(rf'<tr id="txn-{txn.id}".*?<a href="([^"]+)">job</a>', html, re.S).group(1)
    assert link == f"/ui/organize/jobs/{job.id}/status"
    assert job.id[:8] in await _html(client, link)
