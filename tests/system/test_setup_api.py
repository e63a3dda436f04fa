"""Setup flow: status, capabilities, folder browsing (errors in the body), completion."""

from __future__ import annotations

import sys
import tomllib

from conftest import register_and_login


async def test_setup_status_before_and_after_completion(app, client, admin_headers, tmp_path, home) -> None:
    data = (await (await client.get("/api/v1/setup/status", headers=admin_headers)).get_json())["data"]
    assert data["setup_completed"] is False
    assert data["has_users"] is True
    assert data["next_step"] == "complete"

    photos = tmp_path / "photos"
    photos.mkdir()
    response = await client.post("/api/v1/setup/complete", headers=admin_headers,
                                 json={"roots": [str(photos)], "methodology": "johnny-decimal"})
    body = await response.get_json()
    assert response.status_code == 200, body
    data = (await (await client.get("/api/v1/setup/status", headers=admin_headers)).get_json())["data"]
    assert data["setup_completed"] is True
    assert data["methodology"] == "johnny_decimal"
    assert data["roots"] == [{"path": str(photos.resolve()), "exists": True}]
    on_disk = tomllib.loads((home / "foldwise.toml").read_text())
    assert on_disk["setup_completed"] is True
    assert on_disk["roots"] == [str(photos.resolve())]
    kernel = app.app.kernel
    assert kernel.sandbox.is_inside(photos / "a.jpg")


async def test_setup_complete_validates_roots_and_methodology(client, admin_headers, tmp_path, home) -> None:
    response = await client.post("/api/v1/setup/complete", headers=admin_headers,
                                 json={"roots": [str(tmp_path / "missing"), "relative/dir"],
                                       "methodology": "chaos"})
    assert response.status_code == 422
    body = await response.get_json()
    assert body["error"] == "validation_error"
    locs = [d["loc"] for d in body["details"]]
    assert ["roots", 0] in locs and ["roots", 1] in locs and ["methodology"] in locs
    assert not (home / "foldwise.toml").exists()


async def test_setup_complete_schema_errors(client, admin_headers) -> None:
    response = await client.post("/api/v1/setup/complete", headers=admin_headers, json={"methodology": "para"})
    assert response.status_code == 422
    body = await response.get_json()
    assert body["error"] == "validation_error"
    assert any("roots" in d["loc"] for d in body["details"])


async def test_capabilities_report_groups_without_importing(client, admin_headers) -> None:
    heavy = {"torch", "sentence_transformers", "cv2", "faster_whisper"}
    before = heavy & set(sys.modules)
    response = await client.get("/api/v1/setup/capabilities", headers=admin_headers)
    assert response.status_code == 200
    data = (await response.get_json())["data"]
    assert set(data["groups"]) == {"postgres", "scale", "documents", "images", "audio", "video", "semantic"}
    assert data["groups"]["postgres"]["available"] is True  # asyncpg is a dev dependency here
    for group in data["groups"].values():
        assert group["install"].startswith("pip install 'foldwise[")
        assert group["available"] == (group["missing"] == [])
    assert data["backends"]["database"] == {"dialect": "sqlite", "reachable": True}
    assert isinstance(data["backends"]["redis"]["reachable"], bool)
    assert "default" in data["methodologies"]
    assert heavy & set(sys.modules) == before


async def test_browse_folder_lists_subfolders(client, admin_headers, tmp_path) -> None:
    (tmp_path / "b").mkdir()
    (tmp_path / "a").mkdir()
    (tmp_path / ".hidden").mkdir()
    (tmp_path / "file.txt").write_text("x")
    response = await client.get("/api/v1/setup/browse-folder", headers=admin_headers,
                                query_string={"path": str(tmp_path)})
    data = (await response.get_json())["data"]
    assert response.status_code == 200
    assert data["available"] is True
    names = [f["name"] for f in data["folders"]]
    assert "a" in names and "b" in names and ".hidden" not in names and "file.txt" not in names
    assert names == sorted(names, key=str.lower)
    assert data["parent"] == str(tmp_path.parent)


async def test_browse_folder_reports_problems_in_the_body(client, admin_headers, tmp_path) -> None:
    (tmp_path / "file.txt").write_text("x")
    cases = {
        str(tmp_path / "missing"): "no such folder",
        str(tmp_path / "file.txt"): "not a folder",
        "relative/path": "the path must be absolute",
    }
    for path, reason in cases.items():
        response = await client.get("/api/v1/setup/browse-folder", headers=admin_headers,
                                    query_string={"path": path})
        assert response.status_code == 200
        data = (await response.get_json())["data"]
        assert data["available"] is False
        assert data["reason"] == reason


async def test_setup_needs_credentials(client) -> None:
    assert (await client.get("/api/v1/setup/status")).status_code == 401


async def test_member_reads_setup_status(client, admin_headers) -> None:
    member = await register_and_login(client, "bob")
    assert (await client.get("/api/v1/setup/status", headers=member)).status_code == 200
