"""REST routes of the organize plugin against a real app, database and files."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from conftest import register_and_login
from waiting import freeze_rate_limits, wait_for_job
from .helpers import make_tree, snapshot

YEAR_2021 = 1_620_000_000  # 2021-05-03 UTC


async def _wait(client: Any, headers: dict[str, str], job_id: str) -> dict[str, Any]:
    return await wait_for_job(client, headers, f"/api/v1/organize/status/{job_id}")


async def test_preview_execute_rollback(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    make_tree(root, {"inbox/Report  Q1.PDF": "r", "inbox/photo.jpg": "p", "inbox/x/notes.md": "n"},
              mtime=YEAR_2021)
    before = snapshot(root)
    r = await client.post("/api/v1/organize/preview", json={"path": str(root / "inbox"), "methodology": "default"},
                          headers=admin_headers)
    body = await r.get_json()
    assert r.status_code == 200, body
    data = body["data"]
    assert data["methodology"] == "default"
    assert body["meta"] == {"total": len(data["plan"]["operations"]), "page": 1, "pageSize": 500}
    moves = {os.path.relpath(op["destination"], root / "inbox"): op for op in data["plan"]["operations"]
             if op["action"] in ("move", "rename")}
    assert set(moves) == {"Documents/2021/Report Q1.pdf", "Images/2021/photo.jpg", "Documents/2021/notes.md"}
    op = moves["Images/2021/photo.jpg"]
    assert op["fingerprint"]["size"] == 1 and 0 < op["confidence"] <= 1 and op["reason"]
    assert snapshot(root) == before  # a preview changes nothing

    job_id = data["job_id"]
    r = await client.get(f"/api/v1/organize/status/{job_id}", headers=admin_headers)
    assert (await r.get_json())["data"]["status"] == "pending"

    r = await client.post("/api/v1/organize/execute", json={"job_id": job_id}, headers=admin_headers)
    assert r.status_code == 202, await r.get_json()
    assert (await r.get_json())["data"]["status"] == "in_progress"
    job = await _wait(client, admin_headers, job_id)
    assert job["status"] == "completed", job
    assert job["result"]["moved"] == 3 and job["progress"] == 100
    assert (root / "inbox/Documents/2021/Report Q1.pdf").read_text() == "r"
    assert not (root / "inbox/photo.jpg").exists()

    # executing twice is an illegal transition
    r = await client.post("/api/v1/organize/execute", json={"job_id": job_id}, headers=admin_headers)
    assert r.status_code == 409 and (await r.get_json())["error"] == "invalid_job_transition"

    r = await client.post(f"/api/v1/organize/jobs/{job_id}/rollback", headers=admin_headers)
    assert r.status_code == 202, await r.get_json()
    job = await _wait(client, admin_headers, job_id)
    assert job["status"] == "rolled_back", job
    after = snapshot(root)
    assert after == before


async def test_scan_dry_run_false_executes(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    make_tree(root, {"a.txt": "a", "b.mp3": "b"}, mtime=YEAR_2021)
    r = await client.post("/api/v1/organize/scan", json={"path": str(root), "methodology": "default",
                                                         "dry_run": False}, headers=admin_headers)
    assert r.status_code == 201
    job = (await r.get_json())["data"]
    assert job["status"] == "in_progress" and job["methodology"] == "default" and job["fileCount"] == 2
    job = await _wait(client, admin_headers, job["id"])
    assert job["status"] == "completed"
    assert (root / "Audio/2021/b.mp3").read_text() == "b"


async def test_jobs_list_filter_and_cancel(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    make_tree(root, {"one/a.txt": "a", "two/a.txt": "a", "three/a.txt": "a"})
    ids = []
    for folder in ("one", "two", "three"):  # three folders: a newer plan of the same folder retires the older
        r = await client.post("/api/v1/organize/scan", json={"path": str(root / folder)}, headers=admin_headers)
        ids.append((await r.get_json())["data"]["id"])
    r = await client.post(f"/api/v1/organize/jobs/{ids[0]}/cancel", headers=admin_headers)
    assert (await r.get_json())["data"]["status"] == "cancelled"
    r = await client.post(f"/api/v1/organize/jobs/{ids[0]}/cancel", headers=admin_headers)
    assert r.status_code == 409
    r = await client.get("/api/v1/organize/jobs?status=pending&page=1&page_size=1", headers=admin_headers)
    body = await r.get_json()
    assert body["meta"] == {"total": 2, "page": 1, "pageSize": 1}
    assert body["data"]["jobs"][0]["id"] == ids[2]
    r = await client.get("/api/v1/organize/jobs?status=bogus", headers=admin_headers)
    assert r.status_code == 422
    r = await client.post(f"/api/v1/organize/jobs/{ids[1]}/rollback", headers=admin_headers)
    assert r.status_code == 409  # pending cannot be rolled back


async def test_bad_input_changes_nothing(client: Any, admin_headers: dict[str, str], root: Path,
                                         tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    make_tree(outside, {"secret.txt": "s"})
    make_tree(root, {"a.txt": "a"})
    os.symlink(outside, root / "escape")
    before, before_out = snapshot(root), snapshot(outside)
    cases = [
        ({"path": str(outside)}, 403, "path_not_allowed"),
        ({"path": str(root / "escape")}, 403, "path_not_allowed"),
        ({"path": str(root / "missing")}, 404, "not_found"),
        ({"path": str(root / "a.txt")}, 400, "invalid_path"),
        ({"path": "bad\u0000path"}, 400, "invalid_path"),
        ({"path": str(root), "methodology": "gtd"}, 422, "validation_error"),
        ({"path": str(root), "dry_run": "maybe"}, 422, "validation_error"),
    ]
    for payload, status, code in cases:
        for route in ("scan", "preview"):
            r = await client.post(f"/api/v1/organize/{route}", json=payload, headers=admin_headers)
            body = await r.get_json()
            assert (r.status_code, body.get("error")) == (status, code), (route, payload, body)
            assert "Traceback" not in str(body)
    r = await client.post("/api/v1/organize/execute", json={"job_id": "nope"}, headers=admin_headers)
    assert r.status_code == 404 and (await r.get_json())["error"] == "not_found"
    for path in ("/api/v1/organize/status/nope", "/api/v1/organize/jobs/nope/plan"):
        r = await client.get(path, headers=admin_headers)
        assert r.status_code == 404
    for action in ("cancel", "rollback"):
        r = await client.post(f"/api/v1/organize/jobs/nope/{action}", headers=admin_headers)
        assert r.status_code == 404
    assert snapshot(root) == before and snapshot(outside) == before_out


async def test_existing_destination_is_never_overwritten(client: Any, admin_headers: dict[str, str],
                                                         root: Path) -> None:
    make_tree(root, {"a.txt": "new", "Documents/2021/a.txt": "old"}, mtime=YEAR_2021)
    r = await client.post("/api/v1/organize/preview", json={"path": str(root)}, headers=admin_headers)
    data = (await r.get_json())["data"]
    [op] = [o for o in data["plan"]["operations"] if o["action"] == "move"]
    assert op["destination"].endswith("Documents/2021/a (2).txt")
    # a file appears at the planned destination between plan and execute
    (root / "Documents/2021/a (2).txt").write_text("intruder")
    r = await client.post("/api/v1/organize/execute", json={"job_id": data["job_id"]}, headers=admin_headers)
    job = await _wait(client, admin_headers, data["job_id"])
    assert job["status"] == "partial"
    assert job["result"]["problems"][0]["reason"] == "destination exists"
    assert (root / "Documents/2021/a (2).txt").read_text() == "intruder"
    assert (root / "a.txt").read_text() == "new"
    assert (root / "Documents/2021/a.txt").read_text() == "old"


async def test_concurrent_change_is_skipped_and_reported(client: Any, admin_headers: dict[str, str],
                                                         root: Path) -> None:
    make_tree(root, {"edit.txt": "one", "gone.txt": "two", "keep.txt": "three"}, mtime=YEAR_2021)
    r = await client.post("/api/v1/organize/scan", json={"path": str(root)}, headers=admin_headers)
    job_id = (await r.get_json())["data"]["id"]
    (root / "edit.txt").write_text("one, edited")
    (root / "gone.txt").unlink()
    await client.post("/api/v1/organize/execute", json={"job_id": job_id}, headers=admin_headers)
    job = await _wait(client, admin_headers, job_id)
    assert job["status"] == "partial"
    result = job["result"]
    assert (result["moved"], result["skipped"]) == (1, 2)
    reasons = {os.path.basename(p["source"]): p["reason"] for p in result["problems"]}
    assert reasons == {"edit.txt": "source changed since planning", "gone.txt": "source missing"}
    assert (root / "edit.txt").read_text() == "one, edited"
    assert (root / "Documents/2021/keep.txt").read_text() == "three"


async def test_member_and_viewer_permissions(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    make_tree(root, {"a.txt": "a"})
    member = await register_and_login(client, "mia")
    r = await client.put("/api/v1/organize/methodology", json={"methodology": "para"}, headers=member)
    assert r.status_code == 403 and (await r.get_json())["error"] == "forbidden"
    r = await client.post("/api/v1/organize/scan", json={"path": str(root)}, headers=member)
    assert r.status_code == 201
    r = await client.get("/api/v1/organize/jobs")
    assert r.status_code == 401


async def test_methodology_configure(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    r = await client.get("/api/v1/organize/methodology", headers=admin_headers)
    data = (await r.get_json())["data"]
    assert data["methodology"] == "default"
    assert {m["name"] for m in data["available"]} == {"default", "para", "johnny_decimal"}
    r = await client.put("/api/v1/organize/methodology", json={"methodology": "jd"}, headers=admin_headers)
    assert r.status_code == 200 and (await r.get_json())["data"]["methodology"] == "johnny_decimal"
    r = await client.put("/api/v1/organize/methodology",
                         json={"methodology": "PARA", "options": {"stale_days": 7}}, headers=admin_headers)
    data = (await r.get_json())["data"]
    assert data["methodology"] == "para" and data["options"]["stale_days"] == 7
    home = Path(client.app.kernel.settings.home)
    text = (home / "foldwise.toml").read_text()
    assert 'methodology = "para"' in text and "stale_days = 7" in text
    for bad in ({"methodology": "gtd"}, {"methodology": "para", "options": {"stale_days": -1}},
                {"methodology": "para", "options": {"nope": 1}}):
        r = await client.put("/api/v1/organize/methodology", json=bad, headers=admin_headers)
        assert r.status_code == 422 and (await r.get_json())["error"] == "validation_error", bad
    assert 'methodology = "para"' in (home / "foldwise.toml").read_text()
    # the configured methodology is used when a request names none
    make_tree(root, {"taxes/invoice.pdf": "x"})
    r = await client.post("/api/v1/organize/scan", json={"path": str(root)}, headers=admin_headers)
    assert (await r.get_json())["data"]["methodology"] == "para"


async def test_suggest_one_file(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    r = await client.post("/api/v1/organize", json={"filename": "  Holiday   Photo.JPG"}, headers=admin_headers)
    data = (await r.get_json())["data"]
    assert r.status_code == 200
    assert data["suggested_name"] == "Holiday Photo.jpg" and data["suggested_folder"].startswith("Images/")
    r = await client.post("/api/v1/organize", json={"filename": "invoice march.pdf", "methodology": "jd"},
                          headers=admin_headers)
    data = (await r.get_json())["data"]
    assert data["destination"].startswith("10-19 Life admin/11 Finance/11.")
    r = await client.post("/api/v1/organize", headers=admin_headers)
    assert r.status_code == 400 and await r.get_json() == {
        "detail": "send a multipart 'file' or a JSON payload with 'filename'"}
    r = await client.post("/api/v1/organize", json={}, headers=admin_headers)
    assert r.status_code == 400 and "detail" in await r.get_json()
    r = await client.post("/api/v1/organize", json={"filename": "a.txt", "methodology": "gtd"}, headers=admin_headers)
    assert r.status_code == 422
    r = await client.post("/api/v1/organize", json={"filename": "a.txt", "path": "/etc/passwd"},
                          headers=admin_headers)
    assert r.status_code == 403
    from quart.datastructures import FileStorage
    import io

    r = await client.post("/api/v1/organize", files={"file": FileStorage(io.BytesIO(b"hello"), "song.FLAC")},
                          headers=admin_headers)
    data = (await r.get_json())["data"]
    assert r.status_code == 200, data
    assert data["suggested_name"] == "song.flac" and data["kind"] == "Audio" and data["content_bytes"] == 5


@pytest.mark.parametrize("settings", [3], indirect=True)
async def test_organization_rate_limit_counts_job_creation_only(app: Any, client: Any, admin_headers: dict[str, str],
                                                                root: Path) -> None:
    freeze_rate_limits(app)  # every request below lands in one window
    make_tree(root, {"a.txt": "a", "sub/b.txt": "b"})
    r = await client.post("/api/v1/organize/scan", json={"path": str(root)}, headers=admin_headers)
    job_id = (await r.get_json())["data"]["id"]
    for _ in range(5):  # reads count only against the default bucket
        assert (await client.get(f"/api/v1/organize/status/{job_id}", headers=admin_headers)).status_code == 200
        assert (await client.get("/api/v1/organize/jobs", headers=admin_headers)).status_code == 200
    # another folder: a plan of the same folder would retire the first (and make it roll-back-able)
    assert (await client.post("/api/v1/organize/preview", json={"path": str(root / "sub")},
                              headers=admin_headers)).status_code == 200
    r = await client.post(f"/api/v1/organize/jobs/{job_id}/rollback", headers=admin_headers)
    assert r.status_code == 409  # counted (third), refused by the state machine
    r = await client.post("/api/v1/organize/scan", json={"path": str(root)}, headers=admin_headers)
    body = await r.get_json()
    assert r.status_code == 429 and body["error"] == "rate_limited"
    assert int(r.headers["Retry-After"]) == body["details"]["retry_after"] >= 1


async def test_a_name_that_is_not_utf8_is_left_in_place_with_its_reason_through_the_api(
        client: Any, admin_headers: dict[str, str], root: Path) -> None:
    """A file whose name is not UTF-8 (bytes from an old Windows share) is listed, left in place with why
    (the journal records paths as text, so its move could not be undone) and the rest of the plan runs; the
    JSON carries its name as a ``\\udcXX`` escape that reads back to the same bytes."""
    bad = os.path.join(os.fsencode(root), b"caf\xe9 menu.txt")
    with open(bad, "wb") as fh:
        fh.write(b"menu")
    (root / "plain.txt").write_text("x")
    r = await client.post("/api/v1/organize/preview", json={"path": str(root), "methodology": "default"},
                          headers=admin_headers)
    body = await r.get_json()
    assert r.status_code == 200, body
    ops = {op["source"].encode("utf-8", "surrogateescape"): op for op in body["data"]["plan"]["operations"]}
    assert ops[bad]["action"] == "skip" and "not valid UTF-8" in ops[bad]["reason"], ops
    assert ops[os.fsencode(str(root / "plain.txt"))]["action"] == "move"
    r = await client.post("/api/v1/organize/execute", json={"job_id": body["data"]["job_id"]}, headers=admin_headers)
    assert r.status_code in (200, 202), await r.get_json()
    job = await _wait(client, admin_headers, body["data"]["job_id"])
    assert job["status"] == "completed", job
    assert os.path.exists(bad) and not (root / "plain.txt").exists()
