"""Learned suggestions through the real app: after a person moves invoices into ``Finance/Invoices`` a few
times, a new invoice gets that suggestion with a readable reason; dismissing lowers it; applying moves the file
through the journal (undoable); organize jobs (a methodology's choice) teach nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest


async def _suggestions(client: Any, headers: dict[str, str], path: Path) -> list[dict[str, Any]]:
    r = await client.get(f"/api/v1/suggestions?path={path}", headers=headers)
    body = await r.get_json()
    assert r.status_code == 200, body
    return body["data"]["items"]


def _moves_to(items: list[dict[str, Any]], name: str, target: Path) -> list[dict[str, Any]]:
    return [i for i in items if i["type"] == "move" and i["file"].endswith("/" + name) and i["target"] == str(target)]


@pytest.fixture
def invoices(root: Path) -> Path:
    """Three invoices moved by a person from Downloads into Finance/Invoices; a new one waiting."""
    (root / "Downloads").mkdir()
    (root / "Finance" / "Invoices").mkdir(parents=True)
    for n in (1, 2, 3):
        (root / "Downloads" / f"invoice-2024-0{n}.pdf").write_bytes(f"%PDF-1.4 invoice {n}".encode())
    (root / "Downloads" / "invoice-2024-04.pdf").write_bytes(b"%PDF-1.4 the new one")
    (root / "Downloads" / "holiday.jpg").write_bytes(b"\xff\xd8\xff")
    return root / "Finance" / "Invoices"


async def test_moves_teach_a_suggestion_with_a_reason(client: Any, admin_headers: dict[str, str], root: Path,
                                                      invoices: Path) -> None:
    downloads = root / "Downloads"
    assert _moves_to(await _suggestions(client, admin_headers, downloads), "invoice-2024-04.pdf", invoices) == []
    for n in (1, 2, 3):
        r = await client.post("/api/v1/files/move", json={"source": str(downloads / f"invoice-2024-0{n}.pdf"),
                                                          "destination": str(invoices / f"invoice-2024-0{n}.pdf")},
                              headers=admin_headers)
        assert r.status_code == 200
    items = await _suggestions(client, admin_headers, downloads)
    [item] = _moves_to(items, "invoice-2024-04.pdf", invoices)
    assert item["reason"] == 'You moved 3 files named like "invoice" to Finance/Invoices'
    assert item["confidence"] >= 0.8
    assert not [i for i in items if i["file"].endswith("holiday.jpg")]  # nothing learned about photos
    # the same for one file
    assert _moves_to(await _suggestions(client, admin_headers, downloads / "invoice-2024-04.pdf"),
                     "invoice-2024-04.pdf", invoices)

    # dismissing lowers it (and similar suggestions), twice hides it
    r = await client.post(f"/api/v1/suggestions/{item['id']}/dismiss", headers=admin_headers)
    assert r.status_code == 200 and (await r.get_json())["data"]["dismissed"] is True
    [lower] = _moves_to(await _suggestions(client, admin_headers, downloads), "invoice-2024-04.pdf", invoices)
    assert lower["confidence"] < item["confidence"] / 1.5
    await client.post(f"/api/v1/suggestions/{lower['id']}/dismiss", headers=admin_headers)
    assert _moves_to(await _suggestions(client, admin_headers, downloads), "invoice-2024-04.pdf", invoices) == []


async def test_applying_moves_through_the_journal(client: Any, admin_headers: dict[str, str], root: Path,
                                                  invoices: Path) -> None:
    downloads = root / "Downloads"
    for n in (1, 2):
        await client.post("/api/v1/files/move", json={"source": str(downloads / f"invoice-2024-0{n}.pdf"),
                                                      "destination": str(invoices / f"invoice-2024-0{n}.pdf")},
                          headers=admin_headers)
    [item] = _moves_to(await _suggestions(client, admin_headers, downloads), "invoice-2024-04.pdf", invoices)
    r = await client.post(f"/api/v1/suggestions/{item['id']}/apply", headers=admin_headers)
    body = await r.get_json()
    assert r.status_code == 200, body
    assert body["data"]["file"] == str(invoices / "invoice-2024-04.pdf") and (invoices / "invoice-2024-04.pdf").exists()
    history = (await (await client.get("/api/v1/history", headers=admin_headers)).get_json())["data"]
    assert history["transactions"][0]["kind"] == "suggestion"
    r = await client.post("/api/v1/history/undo", json={"transaction_id": body["data"]["transaction_id"]},
                          headers=admin_headers)
    assert r.status_code == 200 and (downloads / "invoice-2024-04.pdf").exists()
    # an undone move is no evidence; a taken name is a conflict, never an overwrite
    (invoices / "invoice-2024-04.pdf").write_bytes(b"another file")
    r = await client.post(f"/api/v1/suggestions/{item['id']}/apply", headers=admin_headers)
    assert r.status_code == 409 and (invoices / "invoice-2024-04.pdf").read_bytes() == b"another file"


async def test_bad_ids_and_paths(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    r = await client.post("/api/v1/suggestions/not-an-id/apply", headers=admin_headers)
    assert r.status_code == 404 and (await r.get_json())["error"] == "not_found"
    from foldwise.plugins.tags.suggestions import encode_id

    forged = encode_id("move", "/etc/passwd", str(root), "word:passwd")
    r = await client.post(f"/api/v1/suggestions/{forged}/apply", headers=admin_headers)
    assert r.status_code == 403 and (await r.get_json())["error"] == "path_not_allowed"
    r = await client.get("/api/v1/suggestions?path=/etc", headers=admin_headers)
    assert r.status_code == 403
    assert (await client.get("/api/v1/suggestions")).status_code == 401


async def test_tags_people_give_become_tag_suggestions(client: Any, admin_headers: dict[str, str],
                                                       root: Path) -> None:
    for n in (1, 2, 3):
        (root / f"receipt-{n}.txt").write_text("paid")
        await client.put("/api/v1/files/tags", json={"path": str(root / f"receipt-{n}.txt"), "tags": ["expenses"]},
                         headers=admin_headers)
    (root / "receipt-9.txt").write_text("paid")
    items = await _suggestions(client, admin_headers, root)
    tag_items = [i for i in items if i["type"] == "tag" and i["file"].endswith("receipt-9.txt")]
    assert [i["target"] for i in tag_items] == ["expenses"]
    assert tag_items[0]["reason"] == '3 files named like "receipt" are tagged \u201cexpenses\u201d'
    r = await client.post(f"/api/v1/suggestions/{tag_items[0]['id']}/apply", headers=admin_headers)
    assert r.status_code == 200
    info = (await (await client.get(f"/api/v1/files/info?path={root / 'receipt-9.txt'}",
                                    headers=admin_headers)).get_json())["data"]
    assert info["tags"] == ["expenses"]


def _renames_of(items: list[dict[str, Any]], name: str) -> list[dict[str, Any]]:
    return [i for i in items if i["type"] == "rename" and i["file"].endswith("/" + name)]


async def test_renames_teach_a_rename_suggestion(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    """Three scans renamed with their date first: a new scan gets that rename (its own date) with a
    reason; applying renames it through the journal (undoable); dismissing lowers the pattern."""
    import os

    inbox = root / "Scans"
    inbox.mkdir()
    day = 1717243200  # 2024-06-01 12:00 UTC
    for n, name in enumerate(("Scan invoice 1.PDF", "Scan invoice 2.PDF", "Scan invoice 3.PDF", "Scan invoice 9.PDF",
                              "holiday.jpg")):
        (inbox / name).write_bytes(b"%PDF-1.4")
        os.utime(inbox / name, (day + n * 86400, day + n * 86400))
    assert _renames_of(await _suggestions(client, admin_headers, inbox), "Scan invoice 9.PDF") == []
    for n, date in ((1, "2024-06-01"), (2, "2024-06-02"), (3, "2024-06-03")):
        r = await client.post("/api/v1/files/move", json={"source": str(inbox / f"Scan invoice {n}.PDF"),
                                                          "destination": str(inbox / f"{date} Scan invoice {n}.pdf")},
                              headers=admin_headers)
        assert r.status_code == 200, await r.get_json()
    r = await client.post("/api/v1/files/move", json={"source": str(inbox / "holiday.jpg"),
                                                      "destination": str(inbox / "Beach.jpg")}, headers=admin_headers)
    assert r.status_code == 200  # a new name, not a pattern: teaches nothing
    items = await _suggestions(client, admin_headers, inbox)
    [item] = _renames_of(items, "Scan invoice 9.PDF")
    assert item["target"] == "2024-06-04 Scan invoice 9.pdf"  # the file's own modification date
    assert item["reason"] == ('You renamed 3 files named like "invoice" to '
                              '\u201c<modified date> <name>.<ext>\u201d')
    assert item["confidence"] >= 0.8
    assert not _renames_of(items, "Beach.jpg")
    assert not [i for i in items if i["type"] == "rename" and "2024-06-0" in i["file"].rsplit("/", 1)[1][:10]]

    r = await client.post(f"/api/v1/suggestions/{item['id']}/apply", headers=admin_headers)
    body = await r.get_json()
    assert r.status_code == 200, body
    assert body["data"]["file"] == str(inbox / "2024-06-04 Scan invoice 9.pdf") and not (inbox / "Scan invoice 9.PDF").exists()
    history = (await (await client.get("/api/v1/history", headers=admin_headers)).get_json())["data"]
    assert history["transactions"][0]["kind"] == "suggestion"
    r = await client.post("/api/v1/history/undo", json={"transaction_id": body["data"]["transaction_id"]},
                          headers=admin_headers)
    assert r.status_code == 200 and (inbox / "Scan invoice 9.PDF").exists()
    # a taken name is a conflict, never an overwrite
    (inbox / "2024-06-04 Scan invoice 9.pdf").write_bytes(b"another file")
    r = await client.post(f"/api/v1/suggestions/{item['id']}/apply", headers=admin_headers)
    assert r.status_code == 409 and (inbox / "2024-06-04 Scan invoice 9.pdf").read_bytes() == b"another file"
    assert not _renames_of(await _suggestions(client, admin_headers, inbox), "Scan invoice 9.PDF")  # name taken
    (inbox / "2024-06-04 Scan invoice 9.pdf").unlink()

    r = await client.post(f"/api/v1/suggestions/{item['id']}/dismiss", headers=admin_headers)
    assert (await r.get_json())["data"] == {"dismissed": True, "type": "rename", "file": item["file"],
                                            "target": "2024-06-04 Scan invoice 9.pdf"}
    [lower] = _renames_of(await _suggestions(client, admin_headers, inbox), "Scan invoice 9.PDF")
    assert lower["confidence"] < item["confidence"] / 1.5
    await client.post(f"/api/v1/suggestions/{lower['id']}/dismiss", headers=admin_headers)
    assert _renames_of(await _suggestions(client, admin_headers, inbox), "Scan invoice 9.PDF") == []


def test_rename_patterns() -> None:
    from foldwise.plugins.tags.renames import describe_pattern, pattern_of, render_pattern

    day = 1717243200 * 10**9  # 2024-06-01
    cases = {("Scan 12.PDF", "2024-06-01 Scan 12.pdf"): "{date} {stem}.{ext}",
             ("Scan 12.pdf", "20240601_Scan 12.pdf"): "{date8}_{stem}.{ext}",
             ("My Report (2).docx", "My Report.docx"): "{clean}.{ext}",
             ("Report - Copy.docx", "Report.docx"): "{clean}.{ext}",
             ("Holiday Photo.JPG", "holiday-photo.jpg"): "{slug}.{ext}",
             ("Invoice March.pdf", "invoice_march.pdf"): "{snake}.{ext}",
             ("Notes.TXT", "notes.TXT"): "{lower}.{EXT}",
             ("report.pdf", "ACME report.pdf"): "ACME {stem}.{ext}",
             ("IMG_0001.jpg", "Beach.jpg"): None,  # a new name
             ("a.txt", "banana.txt"): None,  # text glued to the name
             ("x.pdf", "x.PDF"): None,  # only the extension's case
             ("x.pdf", "x.txt"): None,  # another extension
             ("x{y}.pdf", "1 x{y}.pdf"): "1 {stem}.{ext}"}
    for (old, new), expected in cases.items():
        assert pattern_of(old, new, day) == expected, (old, new)
        if expected:
            assert render_pattern(expected, old, day) == new
    assert render_pattern("{date} {stem}.{ext}", "Other.PDF", day + 86400 * 10**9) == "2024-06-02 Other.pdf"
    assert describe_pattern("{date} {slug}.{ext}") == "\u201c<modified date> <name as lower-case-words>.<ext>\u201d"
    from foldwise.plugins.tags.renames import already_named

    assert already_named("{date} {stem}.{ext}", "2024-06-01 Scan.pdf") and not already_named("{date} {stem}.{ext}", "Scan.pdf")
    assert not already_named("{clean}.{ext}", "report.pdf")  # decided by rendering: same name, nothing to do
