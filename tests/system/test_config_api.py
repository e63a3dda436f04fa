"""Configuration API: validation naming the key, admin-only writes, atomic persistence, live reload."""

from __future__ import annotations

import tomllib
from pathlib import Path

from conftest import register_and_login


async def _member_headers(client) -> dict[str, str]:
    return await register_and_login(client, "bob")


async def test_get_config_redacts_secrets(app, client, admin_headers) -> None:
    kernel = app.app.kernel
    kernel.settings.database.url = None
    kernel.settings.redis_url = "redis://user:hunter2hunter2@127.0.0.1:6379/0"
    response = await client.get("/api/v1/config", headers=admin_headers)
    assert response.status_code == 200
    data = (await response.get_json())["data"]
    assert "hunter2hunter2" not in str(data)
    assert data["redis_url"] == "redis://user:********@127.0.0.1:6379/0"
    assert "home" not in data
    assert data["rate_limits"]["default"] == 1000


async def test_patch_validates_and_names_the_key(client, admin_headers, home) -> None:
    response = await client.patch("/api/v1/system/config", headers=admin_headers,
                                  json={"rate_limits": {"default": 0}})
    assert response.status_code == 422
    body = await response.get_json()
    assert body["error"] == "validation_error"
    assert body["details"][0]["loc"] == ["rate_limits", "default"]
    assert not (home / "foldwise.toml").exists()


async def test_patch_refuses_unknown_keys(client, admin_headers) -> None:
    response = await client.patch("/api/v1/system/config", headers=admin_headers,
                                  json={"rate_limit": {"default": 10}})
    assert response.status_code == 422
    assert (await response.get_json())["details"][0]["loc"] == ["rate_limit"]
    response = await client.patch("/api/v1/system/config", headers=admin_headers,
                                  json={"server": {"prot": 1}})
    assert response.status_code == 422
    assert (await response.get_json())["details"][0]["loc"] == ["server", "prot"]


async def test_patch_non_object_body(client, admin_headers) -> None:
    response = await client.patch("/api/v1/system/config", data="[1, 2",
                                  headers={**admin_headers, "Content-Type": "application/json"})
    assert response.status_code == 422
    assert (await response.get_json())["error"] == "validation_error"


async def test_patch_deep_merges_persists_and_applies(app, client, admin_headers, home, tmp_path) -> None:
    new_root = tmp_path / "second"
    new_root.mkdir()
    current = (await (await client.get("/api/v1/config", headers=admin_headers)).get_json())["data"]
    response = await client.patch("/api/v1/system/config", headers=admin_headers, json={
        "rate_limits": {"default": 500},
        "roots": current["roots"] + [str(new_root)],
        "server": {"port": 9999},
    })
    body = await response.get_json()
    assert response.status_code == 200, body
    data = body["data"]
    assert "rate_limits.default" in data["applied"]
    assert "roots" in data["applied"]
    assert data["restart_required"] == ["server.port"]
    # the running config keeps the old port until a restart; the rest of rate_limits is untouched
    assert data["config"]["server"]["port"] == 8420
    assert data["config"]["rate_limits"]["files"] == 100
    on_disk = tomllib.loads((home / "foldwise.toml").read_text())
    assert on_disk["rate_limits"] == {"default": 500}
    assert on_disk["server"] == {"port": 9999}
    kernel = app.app.kernel
    assert kernel.settings.rate_limits.default == 500
    # reload applied the roots to the sandbox: a file in the new root is now inside
    assert Path(new_root).resolve() in kernel.sandbox.roots
    assert kernel.sandbox.is_inside(new_root / "x.txt")


async def test_member_cannot_write_config(client, admin_headers) -> None:
    member = await _member_headers(client)
    for method, path, kwargs in [
        ("PATCH", "/api/v1/system/config", {"json": {"log_level": "DEBUG"}}),
        ("PUT", "/api/v1/config", {"json": {}}),
        ("POST", "/api/v1/config/reset", {}),
        ("POST", "/api/v1/setup/complete", {"json": {"roots": ["/tmp"]}}),
        ("GET", "/api/v1/setup/browse-folder", {}),
    ]:
        response = await client.open(path, method=method, headers=member, **kwargs)
        assert response.status_code == 403, (method, path)
        assert (await response.get_json())["error"] == "forbidden"
    # but reading is fine
    assert (await client.get("/api/v1/config", headers=member)).status_code == 200


async def test_put_replaces_and_keeps_redacted_secrets(app, client, admin_headers, home) -> None:
    kernel = app.app.kernel
    # a secret the running service holds (from the file or the environment)
    kernel.settings.nats_url = "nats://svc:s3cretpassword@127.0.0.1:4222"
    config = (await (await client.get("/api/v1/config", headers=admin_headers)).get_json())["data"]
    assert "s3cretpassword" not in str(config)
    config["log_level"] = "WARNING"
    response = await client.put("/api/v1/config", headers=admin_headers, json=config)
    body = await response.get_json()
    assert response.status_code == 200, body
    assert "log_level" in body["data"]["restart_required"]
    on_disk = tomllib.loads((home / "foldwise.toml").read_text())
    assert on_disk["nats_url"] == "nats://svc:s3cretpassword@127.0.0.1:4222"
    assert on_disk["log_level"] == "WARNING"
    assert kernel.settings.nats_url == "nats://svc:s3cretpassword@127.0.0.1:4222"
    assert "s3cretpassword" not in str(body)


async def test_put_validation_names_the_key(client, admin_headers, home) -> None:
    response = await client.put("/api/v1/config", headers=admin_headers, json={"log_level": "LOUD"})
    assert response.status_code == 422
    assert (await response.get_json())["details"][0]["loc"] == ["log_level"]
    assert not (home / "foldwise.toml").exists()


async def test_reset_keeps_installation_keys(app, client, admin_headers, home, root) -> None:
    await client.patch("/api/v1/system/config", headers=admin_headers,
                       json={"rate_limits": {"default": 7}, "roots": [str(root)]})
    response = await client.post("/api/v1/config/reset", headers=admin_headers)
    body = await response.get_json()
    assert response.status_code == 200, body
    assert body["data"]["config"]["rate_limits"]["default"] == 1000
    on_disk = tomllib.loads((home / "foldwise.toml").read_text())
    assert on_disk == {"roots": [str(root)]}


async def test_every_write_leaves_valid_toml(client, admin_headers, home) -> None:
    for value in range(1, 30):
        response = await client.patch("/api/v1/system/config", headers=admin_headers,
                                      json={"rate_limits": {"search": value}})
        assert response.status_code == 200
        parsed = tomllib.loads((home / "foldwise.toml").read_text())
        assert parsed["rate_limits"]["search"] == value
    # no temp files are left behind
    assert [p.name for p in home.iterdir() if p.name.startswith(".foldwise.toml")] == []


async def test_system_config_view(client, admin_headers) -> None:
    data = (await (await client.get("/api/v1/system/config", headers=admin_headers)).get_json())["data"]
    assert data["config_file"] == "foldwise.toml"
    assert "database" in data["restart_keys"]
    assert isinstance(data["sections"], list)
