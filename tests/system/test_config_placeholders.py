"""A redacted placeholder sent back in a configuration write keeps the stored secret, also when other parts
of a URL changed; a placeholder with no secret to keep is a 422; a placeholder is never written."""

from __future__ import annotations

import asyncio
import tomllib
from pathlib import Path
from typing import Any

import httpx
import tomli_w

from conftest import PASSWORD, LiveServer, _create_pg_database, _drop_pg_database, register_and_login, \
    require_service
from foldwise.kernel.config_store import REDACTED, redacted_placeholders, restore_redacted


def _on_disk(home: Path) -> dict[str, Any]:
    return tomllib.loads((home / "foldwise.toml").read_text())


def test_restore_keeps_secrets_in_urls_and_lists() -> None:
    old = {"url": "postgres://u:s3cret@db1:5432/app", "hooks": [{"secret": "h1"}, {"secret": "h2"}]}
    new = {"url": f"postgres://u:{REDACTED}@db2:5432/app", "hooks": [{"secret": REDACTED}, {"secret": "new"}]}
    restored = restore_redacted(new, old)
    assert restored == {"url": "postgres://u:s3cret@db2:5432/app", "hooks": [{"secret": "h1"}, {"secret": "new"}]}
    assert redacted_placeholders(restored) == []
    assert redacted_placeholders({"a": [f"redis://:{REDACTED}@h/0"], "b": {"token": REDACTED}}) == [
        ["a", 0], ["b", "token"]]


async def test_put_with_an_edited_redacted_url_keeps_the_password(app: Any, client: Any, home: Path) -> None:
    headers = await register_and_login(client, "admin")
    app.app.kernel.settings.database.url = "postgres://fw:pa55word@127.0.0.1:5432/foldwise"
    config = (await (await client.get("/api/v1/config", headers=headers)).get_json())["data"]
    assert config["database"]["url"] == f"postgres://fw:{REDACTED}@127.0.0.1:5432/foldwise"
    config["database"]["url"] = config["database"]["url"].replace("127.0.0.1", "localhost")
    response = await client.put("/api/v1/config", headers=headers, json=config)
    body = await response.get_json()
    assert response.status_code == 200, body
    assert _on_disk(home)["database"]["url"] == "postgres://fw:pa55word@localhost:5432/foldwise"
    assert "pa55word" not in str(body)


async def test_placeholder_without_a_stored_secret_is_refused(client: Any, home: Path) -> None:
    headers = await register_and_login(client, "admin")
    for method, path, document in (
            ("PATCH", "/api/v1/system/config", {"analysis": {"llm_api_key": REDACTED}}),
            ("PATCH", "/api/v1/system/config", {"redis_url": f"redis://u:{REDACTED}@127.0.0.1:6379/0"}),
            ("PUT", "/api/v1/config", {"analysis": {"llm_api_key": REDACTED}})):
        response = await client.open(path, method=method, headers=headers, json=document)
        body = await response.get_json()
        assert response.status_code == 422, body
        assert body["error"] == "validation_error" and body["details"][0]["loc"][-1] in ("llm_api_key", "redis_url")
    assert not (home / "foldwise.toml").exists()
    # with a stored key, the placeholder keeps it
    response = await client.patch("/api/v1/system/config", headers=headers, json={"analysis": {"llm_api_key": "sk-1"}})
    assert response.status_code == 200, await response.get_json()
    response = await client.patch("/api/v1/system/config", headers=headers,
                                  json={"analysis": {"llm_api_key": REDACTED, "llm_model": "other"}})
    assert response.status_code == 200, await response.get_json()
    assert _on_disk(home)["analysis"] == {"llm_api_key": "sk-1", "llm_model": "other"}


def test_redacted_database_url_round_trip_survives_a_restart(home: Path, root: Path) -> None:
    """End to end on a real server: read the configuration, send it back with the database URL's host
    edited, restart: the service starts on the stored password and the file never holds the placeholder."""
    require_service("postgres")
    url = asyncio.run(_create_pg_database()).replace("postgres@", "postgres:pa55word@")
    (home / "foldwise.toml").write_text(tomli_w.dumps({"database": {"url": url}}))
    server = LiveServer(home, [root])
    try:
        server.start()
        with httpx.Client(base_url=f"{server.url}/api/v1", timeout=10) as http:
            http.post("/auth/register", json={"username": "admin", "password": PASSWORD, "email": "a@example.com"})
            token = http.post("/auth/login", json={"username": "admin", "password": PASSWORD}).json()
            headers = {"Authorization": f"Bearer {token['data']['access_token']}"}
            config = http.get("/config", headers=headers).json()["data"]
            assert "pa55word" not in str(config) and REDACTED in config["database"]["url"]
            config["database"]["url"] = config["database"]["url"].replace("127.0.0.1", "localhost")
            response = http.put("/config", headers=headers, json=config)
            assert response.status_code == 200, response.text
        stored = _on_disk(home)["database"]["url"]
        assert stored == url.replace("127.0.0.1", "localhost") and REDACTED not in (home / "foldwise.toml").read_text()
        server.stop()
        server.start()
        with httpx.Client(base_url=f"{server.url}/api/v1", timeout=10) as http:
            token = http.post("/auth/login", json={"username": "admin", "password": PASSWORD})
            assert token.status_code == 200, token.text  # the same database, reached with the stored password
    finally:
        server.stop()
        asyncio.run(_drop_pg_database(url))
