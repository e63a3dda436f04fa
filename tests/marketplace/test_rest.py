"""The marketplace's REST routes on a real app and database with wheels published into the default
repository folder: browse, install, update, remove, installed, updates, roles, reviews."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from marketplace.conftest import Publisher, installed_folders, user_headers


async def _json(response: Any) -> Any:
    return await response.get_json()


async def test_browse_filter_and_page(client: Any, admin: dict[str, str], publisher: Publisher) -> None:
    for index in range(5):
        publisher.publish(f"fw-tool{index}", "1.0.0", summary=f"Tool number {index}", category="tools",
                          keywords="alpha beta" if index % 2 == 0 else "alpha")
    publisher.publish("fw-notes", "0.1.0", summary="Notes for Obsidian", author="Olga", category="writing",
                      keywords="notes")
    publisher.publish("fw-notes", "0.2.0", summary="Notes for Obsidian, faster", author="Olga", category="writing",
                      keywords="notes")
    body = await _json(await client.get("/api/v1/marketplace/plugins", headers=admin))
    assert body["success"] and body["data"]["total"] == 6 and body["data"]["errors"] == []
    notes = next(p for p in body["data"]["items"] if p["name"] == "fw-notes")
    assert notes["version"] == "0.2.0" and [v["version"] for v in notes["versions"]] == ["0.2.0", "0.1.0"]
    assert notes["installed"] is None and notes["update_available"] is False
    assert notes["size"] > 0 and len(notes["sha256"]) == 64 and notes["download_url"].endswith(".whl")
    assert "/" not in notes["download_url"].split("default/")[-1]  # no server path

    page2 = await _json(await client.get("/api/v1/marketplace/plugins?per_page=4&page=2", headers=admin))
    assert page2["data"]["total"] == 6 and page2["data"]["page"] == 2 and len(page2["data"]["items"]) == 2
    by_author = await _json(await client.get("/api/v1/marketplace/plugins?q=OLGA", headers=admin))
    assert [p["name"] for p in by_author["data"]["items"]] == ["fw-notes"]
    by_text = await _json(await client.get("/api/v1/marketplace/plugins?q=number 3", headers=admin))
    assert [p["name"] for p in by_text["data"]["items"]] == ["fw-tool3"]
    tools = await _json(await client.get("/api/v1/marketplace/plugins?category=tools", headers=admin))
    assert tools["data"]["total"] == 5
    tagged = await _json(await client.get("/api/v1/marketplace/plugins?tags=alpha,beta", headers=admin))
    assert [p["name"] for p in tagged["data"]["items"]] == ["fw-tool0", "fw-tool2", "fw-tool4"]
    bad = await client.get("/api/v1/marketplace/plugins?per_page=101", headers=admin)
    assert bad.status_code == 422


async def test_install_update_remove(client: Any, admin: dict[str, str], publisher: Publisher, home: Path) -> None:
    publisher.publish("fw-greet", "0.1.0")
    response = await client.post("/api/v1/marketplace/plugins/fw-greet/install", headers=admin)
    body = await _json(response)
    assert response.status_code == 201, body
    assert body["data"]["name"] == "fw-greet" and body["data"]["version"] == "0.1.0"
    assert body["data"]["source_url"] == "default/fw_greet-0.1.0-py3-none-any.whl"
    assert installed_folders(home) == ["fw-greet"]
    assert (home / "plugins" / "fw-greet" / "fw_greet" / "__init__.py").is_file()
    assert (home / "plugins" / "fw-greet" / "fw_greet-0.1.0.dist-info" / "entry_points.txt").is_file()

    again = await client.post("/api/v1/marketplace/plugins/fw-greet/install", headers=admin)
    assert again.status_code == 200 and (await _json(again))["data"]["version"] == "0.1.0"

    listed = await _json(await client.get("/api/v1/marketplace/installed", headers=admin))
    assert [(i["name"], i["version"]) for i in listed["data"]["items"]] == [("fw-greet", "0.1.0")]
    assert (await _json(await client.get("/api/v1/marketplace/updates", headers=admin)))["data"]["items"] == []
    same = await _json(await client.post("/api/v1/marketplace/plugins/fw-greet/update", headers=admin))
    assert same["data"]["updated"] is False

    publisher.publish("fw-greet", "0.2.0")
    updates = await _json(await client.get("/api/v1/marketplace/updates", headers=admin))
    assert updates["data"]["items"] == [{"name": "fw-greet", "installed": "0.1.0", "latest": "0.2.0"}]
    detail = await _json(await client.get("/api/v1/marketplace/plugins/fw-greet", headers=admin))
    assert detail["data"]["installed"] == "0.1.0" and detail["data"]["update_available"] is True
    updated = await _json(await client.post("/api/v1/marketplace/plugins/fw-greet/update", headers=admin))
    assert updated["data"]["updated"] is True and updated["data"]["plugin"]["version"] == "0.2.0"
    assert installed_folders(home) == ["fw-greet"]  # the previous version is gone once the new one loaded
    assert (home / "plugins" / "fw-greet" / "fw_greet-0.2.0.dist-info").is_dir()
    assert "'0.2.0'" in (home / "plugins" / "fw-greet" / "fw_greet" / "__init__.py").read_text()

    # An older version on request (a downgrade is an install of that version).
    older = await client.post("/api/v1/marketplace/plugins/fw-greet/install", headers=admin,
                              json={"version": "0.1.0"})
    assert older.status_code == 201 and (await _json(older))["data"]["version"] == "0.1.0"
    missing = await client.post("/api/v1/marketplace/plugins/fw-greet/install", headers=admin,
                                json={"version": "9.9"})
    assert missing.status_code == 404
    unknown_field = await client.post("/api/v1/marketplace/plugins/fw-greet/install", headers=admin,
                                      json={"version": "0.1.0", "force": True})
    assert unknown_field.status_code == 422

    removed = await client.delete("/api/v1/marketplace/plugins/fw-greet", headers=admin)
    assert removed.status_code == 200 and (await _json(removed))["data"] == {"uninstalled": True}
    assert installed_folders(home) == []
    assert (await _json(await client.get("/api/v1/marketplace/installed", headers=admin)))["data"]["items"] == []
    assert (await client.delete("/api/v1/marketplace/plugins/fw-greet", headers=admin)).status_code == 404
    assert (await client.post("/api/v1/marketplace/plugins/fw-greet/update", headers=admin)).status_code == 404
    assert (await client.post("/api/v1/marketplace/plugins/nope/install", headers=admin)).status_code == 404
    assert (await client.get("/api/v1/marketplace/plugins/nope", headers=admin)).status_code == 404


async def test_dependencies_install_first_and_block_removal(client: Any, admin: dict[str, str],
                                                            publisher: Publisher, home: Path) -> None:
    publisher.publish("fw-base", "1.0.0")
    publisher.publish("fw-base", "2.0.0")
    publisher.publish("fw-mid", "1.0.0", dependencies=["fw-base>=2"])
    publisher.publish("fw-top", "1.0.0", dependencies=["fw-mid"])
    response = await client.post("/api/v1/marketplace/plugins/fw-top/install", headers=admin)
    assert response.status_code == 201, await _json(response)
    listed = await _json(await client.get("/api/v1/marketplace/installed", headers=admin))
    assert sorted((i["name"], i["version"]) for i in listed["data"]["items"]) == [
        ("fw-base", "2.0.0"), ("fw-mid", "1.0.0"), ("fw-top", "1.0.0")]
    assert installed_folders(home) == ["fw-base", "fw-mid", "fw-top"]
    blocked = await client.delete("/api/v1/marketplace/plugins/fw-base", headers=admin)
    assert blocked.status_code == 409 and "fw-mid" in (await _json(blocked))["message"]
    assert (await client.delete("/api/v1/marketplace/plugins/fw-top", headers=admin)).status_code == 200
    assert (await client.delete("/api/v1/marketplace/plugins/fw-mid", headers=admin)).status_code == 200
    assert (await client.delete("/api/v1/marketplace/plugins/fw-base", headers=admin)).status_code == 200
    assert installed_folders(home) == []


async def test_members_and_viewers_cannot_install_update_or_remove(app: Any, client: Any, admin: dict[str, str],
                                                                   publisher: Publisher, home: Path) -> None:
    publisher.publish("fw-greet", "0.1.0")
    assert (await client.post("/api/v1/marketplace/plugins/fw-greet/install", headers=admin)).status_code == 201
    publisher.publish("fw-greet", "0.2.0")
    publisher.publish("fw-other", "1.0.0")
    for role in ("member", "viewer"):
        headers = await user_headers(app, client, f"{role}1", role)
        assert (await client.get("/api/v1/marketplace/plugins", headers=headers)).status_code == 200
        assert (await client.get("/api/v1/marketplace/installed", headers=headers)).status_code == 200
        for method, path in (("POST", "/api/v1/marketplace/plugins/fw-other/install"),
                             ("POST", "/api/v1/marketplace/plugins/fw-greet/update"),
                             ("DELETE", "/api/v1/marketplace/plugins/fw-greet")):
            response = await client.open(path, method=method, headers=headers)
            assert response.status_code == 403, (role, path)
            assert (await _json(response))["error"] == "forbidden"
    assert installed_folders(home) == ["fw-greet"]
    assert "'0.1.0'" in (home / "plugins" / "fw-greet" / "fw_greet" / "__init__.py").read_text()
    assert (await client.get("/api/v1/marketplace/plugins")).status_code == 401


async def test_reviews(app: Any, client: Any, admin: dict[str, str], publisher: Publisher) -> None:
    publisher.publish("fw-greet", "0.1.0")
    member = await user_headers(app, client, "mia", "member")
    viewer = await user_headers(app, client, "vic", "viewer")
    url = "/api/v1/marketplace/plugins/fw-greet/reviews"
    first = await client.post(url, headers=member, json={"rating": 3, "title": "Fine", "content": "It works."})
    assert first.status_code == 201
    review = (await _json(first))["data"]
    assert review["username"] == "mia" and review["rating"] == 3 and review["helpful_count"] == 0
    await asyncio.sleep(0.01)
    second = await client.post(url, headers=member, json={"rating": 5, "title": "Great", "content": "Better now."})
    replaced = (await _json(second))["data"]
    assert replaced["id"] == review["id"] and replaced["created_at"] == review["created_at"]
    assert replaced["updated_at"] > review["updated_at"] and replaced["title"] == "Great"
    await client.post(url, headers=admin, json={"rating": 4, "title": "Good", "content": "Admin's view."})
    listed = (await _json(await client.get(url, headers=viewer)))["data"]["items"]
    assert [r["username"] for r in listed] == ["admin", "mia"]  # newest first
    assert len((await _json(await client.get(url + "?limit=1", headers=viewer)))["data"]["items"]) == 1
    detail = (await _json(await client.get("/api/v1/marketplace/plugins/fw-greet", headers=viewer)))["data"]
    assert detail["reviews_count"] == 2 and detail["rating"] == 4.5

    assert (await client.post(url, headers=viewer, json={"rating": 1, "title": "x", "content": "y"})).status_code == 403
    for body in ({"rating": 0, "title": "x", "content": "y"}, {"rating": 6, "title": "x", "content": "y"},
                 {"rating": 3, "title": "", "content": "y"}, {"rating": 3, "title": "x" * 121, "content": "y"},
                 {"rating": 3, "title": "x", "content": "y" * 2001}):
        assert (await client.post(url, headers=member, json=body)).status_code == 422, body
    unknown = await client.post("/api/v1/marketplace/plugins/nope/reviews", headers=member,
                                json={"rating": 3, "title": "x", "content": "y"})
    assert unknown.status_code == 404
    assert (await client.get("/api/v1/marketplace/plugins/nope/reviews", headers=member)).status_code == 404

    delete_url = f"{url}/{review['id']}"
    assert (await client.delete(delete_url, headers=member)).status_code == 403
    assert (await client.delete(delete_url, headers=admin)).status_code == 200
    assert (await client.delete(delete_url, headers=admin)).status_code == 404
    left = (await _json(await client.get(url, headers=viewer)))["data"]["items"]
    assert [r["username"] for r in left] == ["admin"]
