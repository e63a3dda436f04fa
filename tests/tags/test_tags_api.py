"""Tags through the real app on real files: stored by identity, following the file through the files routes,
organize, dedupe and undo; ``search?tag=``; tag changes and the tag job undoable from the history."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conftest import make_settings
from waiting import wait_for_job, wait_until_async

from foldwise.kernel.settings import Settings

PUT = "/api/v1/files/tags"


@pytest.fixture
def settings(home: Path, root: Path) -> Settings:
    return make_settings(home, [root], rate_limits={"organization": 1000})


async def _json(response: Any) -> tuple[int, Any]:
    return response.status_code, await response.get_json()


async def tags_at(client: Any, headers: dict[str, str], path: Path) -> list[str]:
    status, body = await _json(await client.get(f"/api/v1/files/info?path={path}", headers=headers))
    assert status == 200, body
    return body["data"]["tags"]


async def put_tags(client: Any, headers: dict[str, str], path: Path, tags: list[str], mode: str = "set") -> Any:
    status, body = await _json(await client.put(PUT, json={"path": str(path), "tags": tags, "mode": mode},
                                                headers=headers))
    assert status == 200, body
    return body["data"]


async def test_put_tags_shows_on_file_objects_and_counts(client: Any, admin_headers: dict[str, str],
                                                         root: Path) -> None:
    (root / "a.txt").write_text("alpha")
    (root / "b.txt").write_text("beta")
    data = await put_tags(client, admin_headers, root / "a.txt", ["Finance", " tax  2024 ", "finance"])
    assert data["tags"] == ["finance", "tax 2024"] and data["transaction_id"]
    await put_tags(client, admin_headers, root / "b.txt", ["finance"], mode="add")
    listing = (await (await client.get(f"/api/v1/files?path={root}", headers=admin_headers)).get_json())["data"]
    assert {f["name"]: f["tags"] for f in listing["files"]} == {"a.txt": ["finance", "tax 2024"],
                                                               "b.txt": ["finance"]}
    _, body = await _json(await client.get("/api/v1/tags", headers=admin_headers))
    assert body["data"]["tags"] == [{"name": "finance", "count": 2}, {"name": "tax 2024", "count": 1}]
    data = await put_tags(client, admin_headers, root / "a.txt", ["tax 2024"], mode="remove")
    assert data["tags"] == ["finance"]
    again = await put_tags(client, admin_headers, root / "a.txt", ["finance"])
    assert again["transaction_id"] is None  # nothing changed: no history entry


BAD_INPUT = [
    ({"path": "/etc/passwd", "tags": ["x"]}, 403, "path_not_allowed"),
    ({"path": "ROOT/../../etc/passwd", "tags": ["x"]}, 403, "path_not_allowed"),
    ({"path": "ROOT/missing.txt", "tags": ["x"]}, 404, "not_found"),
    ({"path": "ROOT/a.txt", "tags": ["bad<tag>"]}, 400, "invalid_request"),
    ({"path": "ROOT/a.txt", "tags": ["x"], "extra": 1}, 422, "validation_error"),
    ({"path": "ROOT", "tags": ["x"]}, 400, "invalid_request"),
]


async def test_put_tags_refuses_bad_input(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    (root / "a.txt").write_text("alpha")
    for body, status, code in BAD_INPUT:
        body = {**body, "path": body["path"].replace("ROOT", str(root))}
        got, payload = await _json(await client.put(PUT, json=body, headers=admin_headers))
        assert (got, payload["error"]) == (status, code), (body, payload)
    assert (await _json(await client.get("/api/v1/tags", headers=admin_headers)))[1]["data"]["tags"] == []


async def test_symlink_out_of_the_root_is_refused(client: Any, admin_headers: dict[str, str], root: Path,
                                                  tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("secret")
    (root / "link.txt").symlink_to(outside)
    got, payload = await _json(await client.put(PUT, json={"path": str(root / "link.txt"), "tags": ["x"]},
                                                headers=admin_headers))
    assert got in (400, 403), payload
    assert (await _json(await client.get("/api/v1/tags", headers=admin_headers)))[1]["data"]["tags"] == []


async def test_tags_need_credentials_and_viewers_cannot_write(client: Any, root: Path) -> None:
    (root / "a.txt").write_text("alpha")
    assert (await client.get("/api/v1/tags")).status_code == 401
    assert (await client.put(PUT, json={"path": str(root / "a.txt"), "tags": ["x"]})).status_code == 401


async def test_tags_follow_move_and_rename_and_search_finds_the_new_path(client: Any, admin_headers: dict[str, str],
                                                                        root: Path) -> None:
    (root / "inbox").mkdir()
    (root / "archive").mkdir()
    (root / "inbox" / "report.txt").write_text("quarterly figures")
    await put_tags(client, admin_headers, root / "inbox" / "report.txt", ["work"])
    r = await client.post("/api/v1/files/move", json={"source": str(root / "inbox" / "report.txt"),
                                                      "destination": str(root / "archive" / "q3.txt")},
                          headers=admin_headers)
    moved = (await r.get_json())["data"]
    assert r.status_code == 200 and moved["file"]["tags"] == ["work"]
    assert await tags_at(client, admin_headers, root / "archive" / "q3.txt") == ["work"]

    async def tag_search(q: str = "") -> list[str]:
        body = await (await client.get(f"/api/v1/search?q={q}&tag=work", headers=admin_headers)).get_json()
        return [hit["path"] for hit in body["data"]["results"]]

    await wait_until_async(tag_search, until=lambda hits: hits == [str(root / "archive" / "q3.txt")],
                           what="search?tag= at the new path")
    assert await tag_search("quarterly") == [str(root / "archive" / "q3.txt")]
    assert await tag_search("nothing-like-this") == []
    body = await (await client.get("/api/v1/search?q=quarterly&tag=nosuchtag", headers=admin_headers)).get_json()
    assert body["data"]["results"] == []

    # undo the move: the tags come back to the old path
    r = await client.post("/api/v1/history/undo", json={"transaction_id": moved["transaction_id"]},
                          headers=admin_headers)
    assert r.status_code == 200
    assert await tags_at(client, admin_headers, root / "inbox" / "report.txt") == ["work"]
    await wait_until_async(tag_search, until=lambda hits: hits == [str(root / "inbox" / "report.txt")],
                           what="search?tag= back at the old path")
    from foldwise.plugins.tags.models import TagAssignment

    assert await TagAssignment.filter(tag="work").values_list("path", flat=True) == [str(root / "inbox" / "report.txt")]


async def test_tag_changes_are_undoable_from_the_history(client: Any, admin_headers: dict[str, str],
                                                         root: Path) -> None:
    path = root / "a.txt"
    path.write_text("alpha")
    await put_tags(client, admin_headers, path, ["one"])
    second = await put_tags(client, admin_headers, path, ["two", "three"], mode="add")
    history = (await (await client.get("/api/v1/history", headers=admin_headers)).get_json())["data"]
    newest = history["transactions"][0]
    assert newest["id"] == second["transaction_id"] and newest["kind"] == "tags"
    assert newest["description"] == "tags of a.txt: +three, +two"
    assert newest["operations"][0]["op"] == "tag" and newest["operations"][0]["src"] == str(path)

    assert (await client.post("/api/v1/history/undo", headers=admin_headers)).status_code == 200
    assert await tags_at(client, admin_headers, path) == ["one"]
    assert (await client.post("/api/v1/history/undo", headers=admin_headers)).status_code == 200
    assert await tags_at(client, admin_headers, path) == []
    assert (await client.post("/api/v1/history/redo", headers=admin_headers)).status_code == 200
    assert await tags_at(client, admin_headers, path) == ["one"]
    assert (await client.post("/api/v1/history/redo", headers=admin_headers)).status_code == 200
    assert await tags_at(client, admin_headers, path) == ["one", "three", "two"]


async def test_tags_follow_organize_and_its_rollback(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    (root / "holiday.jpg").write_bytes(b"\xff\xd8\xff\xe0" + b"\x00" * 64)
    (root / "notes.txt").write_text("meeting notes about the budget")
    await put_tags(client, admin_headers, root / "holiday.jpg", ["family"])
    await put_tags(client, admin_headers, root / "notes.txt", ["work"])
    r = await client.post("/api/v1/organize/scan", json={"path": str(root), "methodology": "default",
                                                         "dry_run": False}, headers=admin_headers)
    job = await wait_for_job(client, admin_headers, f"/api/v1/organize/status/{(await r.get_json())['data']['id']}")
    assert job["status"] == "completed", job
    found = {p.name: p for p in root.rglob("*") if p.is_file()}
    assert found["holiday.jpg"].parent != root  # organize moved it
    assert await tags_at(client, admin_headers, found["holiday.jpg"]) == ["family"]
    assert await tags_at(client, admin_headers, found["notes.txt"]) == ["work"]
    from foldwise.plugins.tags.models import TagAssignment

    assert set(await TagAssignment.all().values_list("path", flat=True)) == {str(found["holiday.jpg"]),
                                                                           str(found["notes.txt"])}
    r = await client.post(f"/api/v1/organize/jobs/{job['id']}/rollback", headers=admin_headers)
    assert r.status_code in (200, 202)
    await wait_for_job(client, admin_headers, f"/api/v1/organize/status/{job['id']}")
    assert await tags_at(client, admin_headers, root / "holiday.jpg") == ["family"]


async def test_tags_follow_dedupe_resolution_and_its_undo(client: Any, admin_headers: dict[str, str],
                                                          root: Path) -> None:
    (root / "a").mkdir()
    (root / "b").mkdir()
    (root / "a" / "x.txt").write_text("the same bytes " * 20)
    (root / "b" / "copy-of-x.txt").write_text("the same bytes " * 20)
    await put_tags(client, admin_headers, root / "a" / "x.txt", ["keep"])
    await put_tags(client, admin_headers, root / "b" / "copy-of-x.txt", ["dup"])
    r = await client.post("/api/v1/dedupe/scan", json={"path": str(root)}, headers=admin_headers)
    job = await wait_for_job(client, admin_headers, f"/api/v1/organize/status/{(await r.get_json())['data']['job_id']}")
    r = await client.post("/api/v1/dedupe/execute", json={"job_id": job["id"], "strategy": "shortest_path",
                                                          "action": "trash"}, headers=admin_headers)
    result = (await r.get_json())["data"]
    assert r.status_code == 200 and not (root / "b" / "copy-of-x.txt").exists()
    assert await tags_at(client, admin_headers, root / "a" / "x.txt") == ["keep"]
    r = await client.post("/api/v1/history/undo", json={"transaction_id": result["transaction_id"]},
                          headers=admin_headers)
    assert r.status_code == 200
    assert await tags_at(client, admin_headers, root / "b" / "copy-of-x.txt") == ["dup"]


async def test_tag_job_tags_a_folder_in_one_undoable_step(client: Any, admin_headers: dict[str, str],
                                                          root: Path) -> None:
    scans = root / "Scans"
    (scans / "2024").mkdir(parents=True)
    (scans / "invoice-march.txt").write_text("INVOICE\nInvoice number 17\nAmount due: 420 EUR\nPayment terms "
                                             "30 days. Bill to ACME.\n")
    (scans / "2024" / "invoice-april.txt").write_text("INVOICE\nInvoice number 18\nAmount due: 99 EUR\nPayment "
                                                      "terms 30 days.\n")
    (scans / ".hidden.txt").write_text("invoice invoice")
    r = await client.post("/api/v1/tags/auto", json={"path": str(scans), "recursive": True, "min_confidence": 0.7},
                          headers=admin_headers)
    body = await r.get_json()
    assert r.status_code == 202, body
    job = await wait_for_job(client, admin_headers, f"/api/v1/organize/status/{body['data']['id']}")
    assert job["status"] == "completed", job
    assert job["result"]["files"] == 2 and job["result"]["tagged"] == 2
    assert "finance" in await tags_at(client, admin_headers, scans / "invoice-march.txt")
    assert "finance" in await tags_at(client, admin_headers, scans / "2024" / "invoice-april.txt")
    r = await client.post("/api/v1/history/undo", json={"transaction_id": job["result"]["transaction_id"]},
                          headers=admin_headers)
    assert r.status_code == 200
    assert await tags_at(client, admin_headers, scans / "invoice-march.txt") == []
    assert await tags_at(client, admin_headers, scans / "2024" / "invoice-april.txt") == []


async def test_tag_suggestions_name_their_source_and_reason(client: Any, admin_headers: dict[str, str],
                                                            root: Path) -> None:
    (root / "Taxes").mkdir()
    invoice = root / "Taxes" / "invoice-7.txt"
    invoice.write_text("INVOICE\nInvoice number 7\nAmount due: 12 EUR\nPayment terms 30 days.\n")
    status, body = await _json(await client.get(f"/api/v1/tags/suggest?path={invoice}", headers=admin_headers))
    assert status == 200, body
    by_tag = {s["tag"]: s for s in body["data"]["suggestions"]}
    assert by_tag["finance"]["source"] == "content" and "Finance" in by_tag["finance"]["reason"]
    assert by_tag["taxes"]["source"] == "metadata" and "Taxes" in by_tag["taxes"]["reason"]
    assert all(0 <= s["confidence"] <= 1 for s in body["data"]["suggestions"])
    # behaviour: two other files named like "receipt" carry "expenses"
    for n in (1, 2):
        (root / f"receipt-{n}.txt").write_text("paid")
        await put_tags(client, admin_headers, root / f"receipt-{n}.txt", ["expenses"])
    (root / "receipt-3.txt").write_text("paid")
    _, body = await _json(await client.get(f"/api/v1/tags/suggest?path={root / 'receipt-3.txt'}",
                                           headers=admin_headers))
    behaviour = [s for s in body["data"]["suggestions"] if s["tag"] == "expenses"]
    assert behaviour and behaviour[0]["source"] == "behavior" and "receipt" in behaviour[0]["reason"]
    status, body = await _json(await client.get("/api/v1/tags/suggest?path=/etc/passwd", headers=admin_headers))
    assert status == 403 and body["error"] == "path_not_allowed"
