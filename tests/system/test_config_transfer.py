"""POST /config/validate, GET /config/export, POST /config/import; redacted secrets and partial writes."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

from conftest import register_and_login

DB_URL = "postgres://fw:db-s3cret-pw@127.0.0.1:5432/test"


async def _config(client: Any, headers: dict[str, str]) -> dict[str, Any]:
    return (await (await client.get("/api/v1/config", headers=headers)).get_json())["data"]


async def test_validate_reports_without_writing(client: Any, admin_headers: dict[str, str], home: Path) -> None:
    config = await _config(client, admin_headers)
    good = await client.post("/api/v1/config/validate", headers=admin_headers, json=config)
    assert (await good.get_json())["data"] == {"valid": True, "errors": []}
    config["rate_limits"]["default"] = 0
    bad = (await (await client.post("/api/v1/config/validate", headers=admin_headers, json=config)).get_json())
    assert bad["data"]["valid"] is False
    assert bad["data"]["errors"][0]["loc"] == ["rate_limits", "default"]
    assert not (home / "foldwise.toml").exists()
    member = await register_and_login(client, "bob")
    assert (await client.post("/api/v1/config/validate", headers=member, json=config)).status_code == 403


async def test_put_with_redacted_database_url_keeps_the_password(app: Any, client: Any,
                                                                 admin_headers: dict[str, str],
                                                                 home: Path) -> None:
    patched = await client.patch("/api/v1/system/config", headers=admin_headers, json={"database": {"url": DB_URL}})
    assert patched.status_code == 200, await patched.get_json()
    app.app.kernel.settings.database.url = DB_URL  # as after the restart the database change needs
    config = await _config(client, admin_headers)
    assert config["database"]["url"] == "postgres://fw:********@127.0.0.1:5432/test"
    put = await client.put("/api/v1/config", headers=admin_headers, json=config)
    assert put.status_code == 200, await put.get_json()
    assert tomllib.loads((home / "foldwise.toml").read_text())["database"]["url"] == DB_URL


async def test_put_refuses_a_partial_document(client: Any, admin_headers: dict[str, str], home: Path) -> None:
    assert (await client.patch("/api/v1/system/config", headers=admin_headers,
                               json={"rate_limits": {"default": 500}})).status_code == 200
    partial = await client.put("/api/v1/config", headers=admin_headers, json={"log_level": "WARNING"})
    assert partial.status_code == 422
    locs = [e["loc"] for e in (await partial.get_json())["details"]]
    assert ["rate_limits", "default"] in locs
    assert tomllib.loads((home / "foldwise.toml").read_text())["rate_limits"]["default"] == 500


async def test_export_import_round_trip(app: Any, client: Any, admin_headers: dict[str, str], home: Path) -> None:
    await client.patch("/api/v1/system/config", headers=admin_headers,
                       json={"rate_limits": {"default": 321}, "database": {"url": DB_URL}})
    exported = await client.get("/api/v1/config/export", headers=admin_headers)
    assert exported.status_code == 200 and exported.mimetype == "application/toml"
    assert "attachment" in exported.headers["Content-Disposition"]
    text = await exported.get_data(as_text=True)
    assert "db-s3cret-pw" not in text and "********" in text
    as_json = await client.get("/api/v1/config/export?format=json", headers=admin_headers)
    assert json.loads(await as_json.get_data(as_text=True))["rate_limits"]["default"] == 321
    assert (await client.get("/api/v1/config/export?format=xml", headers=admin_headers)).status_code == 422

    await client.patch("/api/v1/system/config", headers=admin_headers, json={"rate_limits": {"default": 999}})
    imported = await client.post("/api/v1/config/import", headers={**admin_headers, "Content-Type": "application/toml"},
                                 data=text)
    assert imported.status_code == 200, await imported.get_json()
    on_disk = tomllib.loads((home / "foldwise.toml").read_text())
    assert on_disk["rate_limits"]["default"] == 321 and on_disk["database"]["url"] == DB_URL
    backup = tomllib.loads((home / "foldwise.toml.bak").read_text())
    assert backup["rate_limits"]["default"] == 999
    assert app.app.kernel.settings.rate_limits.default == 321

    broken = await client.post("/api/v1/config/import", headers={**admin_headers, "Content-Type": "application/toml"},
                               data="rate_limits = [")
    assert broken.status_code == 422
    invalid = json.loads(await as_json.get_data(as_text=True))
    invalid["rate_limits"]["default"] = -1
    refused = await client.post("/api/v1/config/import", headers=admin_headers, json=invalid)
    assert refused.status_code == 422
    assert tomllib.loads((home / "foldwise.toml").read_text())["rate_limits"]["default"] == 321  # nothing applied
