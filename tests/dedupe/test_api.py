"""``/api/v1/dedupe/*`` through the app: envelopes, the job seen via /organize/status, errors, undo."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from conftest import make_settings, register_and_login
from waiting import wait_for_job

from foldwise.kernel.settings import Settings

pytestmark = pytest.mark.usefixtures("corpus")


@pytest.fixture
def settings(home: Path, root: Path) -> Settings:
    return make_settings(home, [root], rate_limits={"organization": 1000})


async def _finished(client: Any, headers: dict[str, str], job_id: str) -> dict[str, Any]:
    return await wait_for_job(client, headers, f"/api/v1/organize/status/{job_id}")


async def test_scan_preview_execute_undo(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file() and not p.is_symlink()}
    r = await client.post("/api/v1/dedupe/scan", json={"path": str(root)}, headers=admin_headers)
    body = await r.get_json()
    assert r.status_code == 202 and body["success"] is True
    assert body["data"]["status"] == "pending" and len(body["data"]["job_id"]) == 32
    assert "X-RateLimit-Limit" in r.headers
    job = await _finished(client, admin_headers, body["data"]["job_id"])
    assert job["type"] == "dedupe.scan" and job["status"] == "completed"
    assert job["result"]["duplicate_files"] == 3 and job["progress"] == 100

    r = await client.post("/api/v1/dedupe/preview", json={"job_id": job["id"], "strategy": "shortest_path"},
                          headers=admin_headers)
    data = (await r.get_json())["data"]
    assert r.status_code == 200 and len(data["groups"]) == 2
    for group in data["groups"]:
        assert group["keep"] == min((f["path"] for f in group["files"]), key=lambda p: (len(p), p))
        assert group["wasted"] == group["size"] * (len(group["files"]) - 1)

    r = await client.post("/api/v1/dedupe/execute", json={"job_id": job["id"], "strategy": "shortest_path",
                                                          "action": "trash"}, headers=admin_headers)
    result = (await r.get_json())["data"]
    assert r.status_code == 200 and result["files_resolved"] == 3 and result["transaction_id"]
    kept = {g["keep"] for g in data["groups"]}
    assert all(os.path.exists(p) for p in kept)
    assert sum(1 for p in before if not p.exists()) == 3

    await client.app.kernel.journal.undo(result["transaction_id"])
    assert {p: p.read_bytes() for p in before} == before


async def test_execute_keeps_the_copy_named_in_keep(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    r = await client.post("/api/v1/dedupe/scan", json={"path": str(root)}, headers=admin_headers)
    job = await _finished(client, admin_headers, (await r.get_json())["data"]["job_id"])
    r = await client.post("/api/v1/dedupe/preview", json={"job_id": job["id"]}, headers=admin_headers)
    groups = (await r.get_json())["data"]["groups"]
    group = groups[0]
    other = next(f["path"] for f in group["files"] if f["path"] != group["keep"])  # not the strategy's choice
    r = await client.post("/api/v1/dedupe/execute", json={"job_id": job["id"], "keep": {group["hash"]: "/elsewhere"}},
                          headers=admin_headers)
    body = await r.get_json()
    assert r.status_code == 422 and body["error"] == "validation_error"
    assert all(os.path.exists(f["path"]) for g in groups for f in g["files"])  # nothing changed
    r = await client.post("/api/v1/dedupe/execute", json={"job_id": job["id"], "keep": {group["hash"]: other}},
                          headers=admin_headers)
    result = (await r.get_json())["data"]
    assert r.status_code == 200 and result["groups_resolved"] == len(groups)
    assert os.path.exists(other) and not any(os.path.exists(f["path"]) for f in group["files"] if f["path"] != other)
    for rest in groups[1:]:  # the other groups keep the strategy's choice
        assert os.path.exists(rest["keep"])


async def test_paths_and_type_filter(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    r = await client.post("/api/v1/dedupe/scan", json={"paths": [str(root / "a"), str(root / "b")],
                                                       "type": "txt"}, headers=admin_headers)
    assert r.status_code == 202
    job = await _finished(client, admin_headers, (await r.get_json())["data"]["job_id"])
    preview = await client.post("/api/v1/dedupe/preview", json={"job_id": job["id"]}, headers=admin_headers)
    groups = (await preview.get_json())["data"]["groups"]
    assert [sorted(Path(f["path"]).name for f in g["files"]) for g in groups] == [["note.txt"] * 3]


@pytest.mark.parametrize("body, status, code", [
    ({"path": "/etc"}, 403, "path_not_allowed"),
    ({"path": "bad\u0000path"}, 400, "invalid_path"),
    ({"path": "does/not/exist"}, 404, "not_found"),
    ({}, 422, "validation_error"),
    ({"path": "a", "type": "no such type!"}, 422, "validation_error"),
    ({"path": "a", "surprise": 1}, 422, "validation_error"),
    ({"path": "a", "min_size": 11264787719232684032000}, 422, "validation_error"),  # was a 500 (fuzzing)
])
async def test_scan_errors(client: Any, admin_headers: dict[str, str], body: dict[str, Any], status: int,
                           code: str) -> None:
    r = await client.post("/api/v1/dedupe/scan", json=body, headers=admin_headers)
    payload = await r.get_json()
    assert r.status_code == status and payload["error"] == code
    assert "Traceback" not in str(payload)


async def test_preview_and_execute_errors(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    r = await client.post("/api/v1/dedupe/preview", json={"job_id": "f" * 32}, headers=admin_headers)
    assert r.status_code == 404 and (await r.get_json())["error"] == "not_found"
    r = await client.post("/api/v1/dedupe/preview", json={"job_id": "x", "strategy": "largest"},
                          headers=admin_headers)
    assert r.status_code == 422 and (await r.get_json())["error"] == "validation_error"
    scan = await client.post("/api/v1/dedupe/scan", json={"path": str(root)}, headers=admin_headers)
    job = await _finished(client, admin_headers, (await scan.get_json())["data"]["job_id"])
    r = await client.post("/api/v1/dedupe/preview", json={"job_id": job["id"], "strategy": "preferred_folder"},
                          headers=admin_headers)
    assert r.status_code == 422
    r = await client.post("/api/v1/dedupe/preview", json={"job_id": job["id"], "strategy": "preferred_folder",
                                                          "preferred_folder": str(root / "archive")},
                          headers=admin_headers)
    big = next(g for g in (await r.get_json())["data"]["groups"] if len(g["files"]) == 2)
    assert big["keep"] == str(root / "archive" / "video.bin")
    r = await client.post("/api/v1/dedupe/execute", json={"job_id": job["id"], "action": "reflink"},
                          headers=admin_headers)
    assert r.status_code == 409 and (await r.get_json())["error"] == "reflink_unsupported"
    r = await client.post("/api/v1/dedupe/execute", json={"job_id": job["id"], "action": "shred"},
                          headers=admin_headers)
    assert r.status_code == 422


async def test_auth_and_roles(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    r = await client.post("/api/v1/dedupe/scan", json={"path": str(root)})
    assert r.status_code == 401
    from foldwise.kernel.auth.models import User

    await register_and_login(client, "viewer1")
    await User.filter(username="viewer1").update(role="viewer")
    viewer = await register_and_login(client, "viewer1")
    r = await client.post("/api/v1/dedupe/scan", json={"path": str(root)}, headers=viewer)
    assert r.status_code == 403 and (await r.get_json())["error"] == "forbidden"


async def test_openapi_documents_the_routes(client: Any) -> None:
    spec = await (await client.get("/openapi.json")).get_json()
    for route in ("scan", "preview", "execute"):
        op = spec["paths"][f"/api/v1/dedupe/{route}"]["post"]
        assert "422" in op["responses"] and "400" in op["responses"]



async def test_repeated_scan_job_uses_the_hash_index(client: Any, admin_headers: dict[str, str], root: Path,
                                                     home: Path) -> None:
    """The service's scan job shares the CLI's scanning function, hash index included."""
    import asyncio

    await asyncio.sleep(2.1)  # the corpus files leave the racy window
    results = []
    for _ in range(2):
        r = await client.post("/api/v1/dedupe/scan", json={"path": str(root)}, headers=admin_headers)
        job = await _finished(client, admin_headers, (await r.get_json())["data"]["job_id"])
        assert job["status"] == "completed"
        results.append(job["result"])
    first, second = results
    assert first["bytes_hashed"] > 0 and first["index_hits"] == 0
    assert second["bytes_hashed"] == 0 and second["index_hits"] > 0
    assert second["duplicate_files"] == first["duplicate_files"] == 3
    assert len(list((home / "cache" / "dedupe").glob("*.idx"))) == 1
