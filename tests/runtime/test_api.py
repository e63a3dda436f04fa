"""The plugin runtime routes in-process: files, config, hooks, scopes (real database, real files)."""

from __future__ import annotations

import ipaddress
from pathlib import Path
from typing import Any

import pytest

from conftest import make_settings, register_and_login
from foldwise.kernel import netguard

SCOPES = ("files:read", "files:write", "config:read", "hooks:manage", "hooks:trigger")


async def _key(client: Any, headers: dict[str, str], scopes: list[str] | None) -> dict[str, str]:
    body: dict[str, Any] = {"name": "plugin"}
    if scopes is not None:
        body["scopes"] = scopes
    response = await client.post("/api/v1/api-keys", json=body, headers=headers)
    data = (await response.get_json())["data"]
    assert response.status_code == 201 and data["scopes"] == sorted(scopes or []), data
    return {"X-API-Key": data["key"]}


async def test_files_list_metadata_and_organize_journaled(client: Any, root: Path) -> None:
    headers = await register_and_login(client, "admin")
    (root / "Inbox").mkdir()
    (root / "Inbox" / "a.txt").write_text("hello")
    (root / "Reports").mkdir()
    (root / ".hidden").write_text("x")
    response = await client.get("/api/v1/plugins/files/list", headers=headers)
    body = (await response.get_json())["data"]
    assert [i["name"] for i in body["items"]] == ["Inbox", "Reports"] and body["total"] == 2
    assert body["items"][0]["file_type"] == "directory"
    response = await client.get("/api/v1/plugins/files/list?recursive=true&include_hidden=true&max_items=1",
                                headers=headers)
    body = (await response.get_json())["data"]
    assert body["total"] == 4 and len(body["items"]) == 1
    meta = (await (await client.get(f"/api/v1/plugins/files/metadata?path={root}/Inbox/a.txt",
                                     headers=headers)).get_json())["data"]
    assert meta == {**meta, "name": "a.txt", "size": 5, "file_type": "file", "mime_type": "text/plain"}
    outside = await client.get("/api/v1/plugins/files/metadata?path=/etc/passwd", headers=headers)
    assert outside.status_code == 403 and (await outside.get_json())["error"] == "path_not_allowed"

    move = {"source_path": str(root / "Inbox" / "a.txt"), "destination_path": str(root / "Reports" / "a.txt")}
    dry = await client.post("/api/v1/plugins/files/organize", json={**move, "dry_run": True}, headers=headers)
    assert (await dry.get_json())["data"]["moved"] is False and (root / "Inbox" / "a.txt").exists()
    done = await client.post("/api/v1/plugins/files/organize", json=move, headers=headers)
    assert (await done.get_json())["data"] == {**move, "moved": True, "dry_run": False}
    assert (root / "Reports" / "a.txt").read_text() == "hello"
    undo = await client.post("/api/v1/history/undo", headers=headers)
    assert undo.status_code == 200 and (root / "Inbox" / "a.txt").exists()

    (root / "Reports" / "a.txt").write_text("old")
    clash = await client.post("/api/v1/plugins/files/organize", json=move, headers=headers)
    assert clash.status_code == 409 and (await clash.get_json())["error"] == "conflict"
    over = await client.post("/api/v1/plugins/files/organize", json={**move, "overwrite": True}, headers=headers)
    assert over.status_code == 200 and (root / "Reports" / "a.txt").read_text() == "hello"
    undo = await client.post("/api/v1/history/undo", headers=headers)
    assert undo.status_code == 200
    assert (root / "Reports" / "a.txt").read_text() == "old" and (root / "Inbox" / "a.txt").read_text() == "hello"
    folder = {"source_path": str(root / "Inbox" / "a.txt"), "destination_path": str(root / "Reports"),
              "overwrite": True}
    refused = await client.post("/api/v1/plugins/files/organize", json=folder, headers=headers)
    assert refused.status_code == 409 and (root / "Reports" / "a.txt").exists()


async def test_config_get_refuses_secrets(home: Path, root: Path) -> None:
    from foldwise.kernel.app import create_app

    settings = make_settings(home, [root], database={"url": f"sqlite://{home / 'db.sqlite'}"},
                             redis_url="redis://user:hunter2@127.0.0.1:6379/0")
    app = create_app(settings)
    async with app.test_app() as test_app:
        client = test_app.test_client()
        headers = await register_and_login(client, "admin")

        async def get(key: str) -> tuple[int, Any]:
            response = await client.get("/api/v1/plugins/config/get", query_string={"key": key}, headers=headers)
            return response.status_code, await response.get_json()

        status, body = await get("rate_limits.files")
        assert status == 200 and body["data"] == {"key": "rate_limits.files", "value": 100}
        assert (await get("plugins.allow_private_callbacks"))[1]["data"]["value"] is False
        for secret in ("redis_url", "database.url", "database", "auth.password", "runtime.secret"):
            status, body = await get(secret)
            assert status in (403, 404), (secret, body)
            assert "hunter2" not in str(body)
        for secret in ("redis_url", "database"):
            assert (await get(secret))[0] == 403
        status, body = await get("no.such.key")
        assert status == 404 and body["error"] == "config_key_not_found"
        status, body = await get("home")
        assert status == 404
        status, body = await get("rate_limits..files")
        assert status == 400 and body["error"] == "invalid_key"


def test_config_reader_refuses_schema_marked_and_secret_named_fields() -> None:
    from pydantic import BaseModel, Field, SecretStr

    from foldwise.kernel.config_read import read_config_value
    from foldwise.kernel.errors import Forbidden

    class Models(BaseModel):
        endpoint: str = "https://models.example.com"
        api_key: str = "sk-123"
        token_value: SecretStr = SecretStr("t")
        signing: str = Field("s", json_schema_extra={"secret": True})

    class Conf(BaseModel):
        models: Models = Models()

    assert read_config_value(Conf(), "models.endpoint") == "https://models.example.com"
    for key in ("models.api_key", "models.token_value", "models.signing", "models"):
        with pytest.raises(Forbidden):
            read_config_value(Conf(), key)


ROUTES: list[tuple[str, str, dict[str, Any] | None, str]] = [
    ("GET", "/api/v1/plugins/files/list", None, "files:read"),
    ("GET", "/api/v1/plugins/files/metadata?path={root}/f.txt", None, "files:read"),
    ("POST", "/api/v1/plugins/files/organize",
     {"source_path": "{root}/f.txt", "destination_path": "{root}/g.txt", "dry_run": True}, "files:write"),
    ("GET", "/api/v1/plugins/config/get?key=rate_limits.files", None, "config:read"),
    ("GET", "/api/v1/plugins/hooks", None, "hooks:manage"),
    ("POST", "/api/v1/plugins/hooks/register", {"event": "file.organized", "callback_url": "http://127.0.0.1:9/h"},
     "hooks:manage"),
    ("POST", "/api/v1/plugins/hooks/unregister", {"event": "file.organized", "callback_url": "http://127.0.0.1:9/x"},
     "hooks:manage"),
    ("POST", "/api/v1/plugins/hooks/trigger", {"event": "test.nothing", "payload": {}}, "hooks:trigger"),
    ("GET", "/api/v1/plugins/hooks/{hook}/deliveries", None, "hooks:manage"),
]
#: Routes outside the runtime that a scoped key must never reach.
OTHER_ROUTES = [("GET", "/api/v1/files"), ("GET", "/api/v1/auth/me"), ("GET", "/api/v1/api-keys"),
                ("POST", "/api/v1/history/undo"), ("GET", "/api/v1/system/stats")]


async def test_each_scope_allows_exactly_its_routes(home: Path, root: Path) -> None:
    from foldwise.kernel.app import create_app

    (root / "f.txt").write_text("x")
    app = create_app(make_settings(home, [root], plugins={"allow_private_callbacks": True}))
    async with app.test_app() as test_app:
        client = test_app.test_client()
        admin = await register_and_login(client, "admin")
        registered = await client.post("/api/v1/plugins/hooks/register", headers=admin,
                                       json={"event": "file.organized", "callback_url": "http://127.0.0.1:9/own"})
        hook_id = (await registered.get_json())["data"]["id"]
        for granted in SCOPES:
            key = await _key(client, admin, [granted])
            for method, url, body, needed in ROUTES:
                url = url.format(root=root, hook=hook_id)
                if body is not None:
                    body = {k: v.format(root=root) if isinstance(v, str) else v for k, v in body.items()}
                response = await client.open(url, method=method, json=body, headers=key)
                answer = await response.get_json()
                if needed == granted:
                    # the deliveries of a hook another key registered are invisible to this key: 404
                    expected = {404} if "deliveries" in url else {200, 201}
                    assert response.status_code in expected, (granted, url, answer)
                else:
                    assert response.status_code == 403 and answer["error"] == "forbidden", (granted, url, answer)
            for method, url in OTHER_ROUTES:
                response = await client.open(url, method=method, headers=key)
                assert response.status_code == 403, (granted, url)
        unscoped = await _key(client, admin, None)
        assert (await client.get("/api/v1/files", headers=unscoped)).status_code == 200
        response = await client.get(f"/api/v1/plugins/hooks/{hook_id}/deliveries", headers=unscoped)
        assert response.status_code == 200


async def test_unknown_scope_is_refused(client: Any) -> None:
    admin = await register_and_login(client, "admin")
    response = await client.post("/api/v1/api-keys", json={"name": "x", "scopes": ["root"]}, headers=admin)
    assert response.status_code == 422
    listing = (await (await client.get("/api/v1/api-keys", headers=admin)).get_json())["data"]["api_keys"]
    assert listing == []
    await _key(client, admin, ["files:read", "hooks:manage"])
    listing = (await (await client.get("/api/v1/api-keys", headers=admin)).get_json())["data"]["api_keys"]
    assert listing[0]["scopes"] == ["files:read", "hooks:manage"]


async def test_hooks_are_private_to_their_owner_and_trigger_needs_scope(home: Path, root: Path) -> None:
    from foldwise.kernel.app import create_app

    app = create_app(make_settings(home, [root], plugins={"allow_private_callbacks": True},
                                   auth={"registration_open": True}))
    async with app.test_app() as test_app:
        client = test_app.test_client()
        admin = await register_and_login(client, "admin")
        bob = await register_and_login(client, "bob")
        hook = {"event": "file.organized", "callback_url": "http://127.0.0.1:9/bob"}
        first = await client.post("/api/v1/plugins/hooks/register", json=hook, headers=bob)
        created = (await first.get_json())["data"]
        assert first.status_code == 201 and created["registered"] and len(created["secret"]) >= 32
        again = await client.post("/api/v1/plugins/hooks/register", json=hook, headers=bob)
        assert again.status_code == 200 and (await again.get_json())["data"]["secret"] is None
        listing = (await (await client.get("/api/v1/plugins/hooks", headers=admin)).get_json())["data"]
        assert listing["items"] == []
        bob_list = (await (await client.get("/api/v1/plugins/hooks", headers=bob)).get_json())["data"]["items"]
        assert [h["id"] for h in bob_list] == [created["id"]] and "secret" not in bob_list[0]
        hidden = await client.get(f"/api/v1/plugins/hooks/{created['id']}/deliveries", headers=admin)
        assert hidden.status_code == 404
        gone = await client.post("/api/v1/plugins/hooks/unregister", json=hook, headers=admin)
        assert (await gone.get_json())["data"]["removed"] is False
        trigger = await client.post("/api/v1/plugins/hooks/trigger", json={"event": "file.organized"}, headers=bob)
        assert trigger.status_code == 403
        bob_key = await _key(client, bob, ["hooks:trigger"])
        trigger = await client.post("/api/v1/plugins/hooks/trigger", json={"event": "file.organized"},
                                    headers=bob_key)
        data = (await trigger.get_json())["data"]
        assert trigger.status_code == 200 and data == {"event": "file.organized", "delivered": 0, "failed": 1}
        removed = await client.post("/api/v1/plugins/hooks/unregister", json=hook, headers=bob)
        assert (await removed.get_json())["data"]["removed"] is True


@pytest.mark.parametrize("url", [
    "http://127.0.0.1/h", "http://localhost:8080/h", "http://10.0.0.5/h", "http://192.168.1.1/h",
    "http://169.254.169.254/latest/meta-data", "http://[fd00:ec2::254]/h", "http://[::1]/h", "http://0.0.0.0/h",
    "http://224.0.0.1/h", "http://[::ffff:127.0.0.1]/h", "ftp://example.com/h", "http://user:pw@8.8.8.8/h",
])
async def test_private_callbacks_are_refused_by_default(client: Any, url: str) -> None:
    admin = await register_and_login(client, "admin")
    response = await client.post("/api/v1/plugins/hooks/register", headers=admin,
                                 json={"event": "file.organized", "callback_url": url})
    body = await response.get_json()
    assert response.status_code == 400 and body["error"] == "invalid_callback_url", body


async def test_guard_checks_the_address_at_connect_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """A name that resolved to a public address at registration and to loopback later is refused, and the
    request goes to the checked address with the name in the Host header."""
    import httpx

    answers = {"hooks.example.com": "93.184.216.34"}

    async def fake_resolve(host: str, port: int) -> list[Any]:
        return [ipaddress.ip_address(answers[host])]

    monkeypatch.setattr(netguard, "resolve_host", fake_resolve)
    target = await netguard.check_url("https://hooks.example.com/in")
    assert str(target.address) == "93.184.216.34"
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(204)

    async with httpx.AsyncClient(transport=httpx.MockTransport(handler)) as client:
        response = await netguard.guarded_post(client, "https://hooks.example.com/in", content=b"{}", headers={})
        assert response.status_code == 204
        assert seen[0].url.host == "93.184.216.34" and seen[0].headers["Host"] == "hooks.example.com"
        assert seen[0].extensions["sni_hostname"] == "hooks.example.com"
        answers["hooks.example.com"] = "127.0.0.1"  # DNS rebinding
        with pytest.raises(netguard.InvalidCallbackUrl):
            await netguard.guarded_post(client, "https://hooks.example.com/in", content=b"{}", headers={})
        assert len(seen) == 1


async def test_dns_rebinding_at_delivery_time_is_refused(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Public at registration, loopback at delivery: the worker refuses to connect and logs why."""
    from tests.runtime.receiver import Receiver

    answers = {"rebind.example": "93.184.216.34"}

    async def fake_resolve(host: str, port: int) -> list[Any]:
        return [ipaddress.ip_address(answers[host])]

    monkeypatch.setattr(netguard, "resolve_host", fake_resolve)
    admin = await register_and_login(client, "admin")
    with Receiver() as receiver:
        url = f"http://rebind.example:{receiver.port}/in"
        registered = await client.post("/api/v1/plugins/hooks/register", headers=admin,
                                       json={"event": "file.organized", "callback_url": url})
        assert registered.status_code == 201
        hook_id = (await registered.get_json())["data"]["id"]
        answers["rebind.example"] = "127.0.0.1"
        trigger = await client.post("/api/v1/plugins/hooks/trigger", headers=admin,
                                    json={"event": "file.organized", "payload": {}})
        assert (await trigger.get_json())["data"] == {"event": "file.organized", "delivered": 0, "failed": 1}
        log = (await (await client.get(f"/api/v1/plugins/hooks/{hook_id}/deliveries",
                                       headers=admin)).get_json())["data"]
        assert log["items"][0]["outcome"] == "retrying" and log["items"][0]["error"].startswith("refused")
        assert log["pending"] == 1 and receiver.received == []
