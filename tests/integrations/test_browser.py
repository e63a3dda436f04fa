"""The browser extension's token flow: a token opens search, upload and the one-file suggestion only with its
extension's Origin; it fails after revoke, after expiry and from another origin; it never shows again nor
reaches the logs. CORS preflights follow ``server.cors_origins``."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from conftest import make_settings, register_and_login

EXT = "abcdefghijklmnopabcdefghijklmnop"
ORIGIN = f"chrome-extension://{EXT}"


@pytest.fixture
def settings(home: Path, root: Path) -> Any:
    return make_settings(home, [root], server={"cors_origins": ["https://app.example", ORIGIN]})


async def call(client: Any, headers: dict[str, str], method: str, url: str, status: int = 200, **kw: Any) -> Any:
    response = await client.open(url, method=method, headers=headers, **kw)
    body = await response.get_json()
    assert response.status_code == status, (url, body)
    return body


async def test_token_flow(client: Any, root: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    headers = await register_and_login(client, "admin")
    (root / "notes.txt").write_text("invoice for the garden shed\n")
    config = await call(client, headers, "GET", "/api/v1/integrations/browser/config")
    assert config["data"] == {"allowed_origins": ["https://app.example", ORIGIN], "token_ttl_seconds": 3600}
    # not connected yet: no token
    await call(client, headers, "POST", "/api/v1/integrations/browser/token", 409, json={"extension_id": EXT})
    await call(client, headers, "POST", "/api/v1/integrations/browser/connect")
    await call(client, headers, "POST", "/api/v1/integrations/browser/token", 422, json={"extension_id": ""})
    issued = await call(client, headers, "POST", "/api/v1/integrations/browser/token", 201,
                        json={"extension_id": EXT})
    token = issued["data"]["token"]
    assert token.startswith("fwx_") and issued["data"]["expires_at"]
    verified = await call(client, headers, "POST", "/api/v1/integrations/browser/verify", json={"token": token})
    assert verified["data"] == {"valid": True, "expires_at": issued["data"]["expires_at"]}

    ext = {"X-Extension-Token": token, "Origin": ORIGIN}
    found = await call(client, ext, "GET", "/api/v1/search?q=invoice")
    assert found["success"] is True
    uploaded = await client.post("/api/v1/files/upload", headers=ext, form={"path": str(root)},
                                 files={"file": _file("clip.txt", b"saved from the browser")})
    assert uploaded.status_code in (200, 201), await uploaded.get_json()
    assert (root / "clip.txt").read_bytes() == b"saved from the browser"
    suggestion = await client.post("/api/v1/organize", headers=ext, json={"filename": "invoice.txt", "content": "invoice for the shed"})
    assert suggestion.status_code == 200, await suggestion.get_json()

    # other routes: 403; another origin, no origin, a forged token: 401
    for method, url in (("GET", "/api/v1/files"), ("GET", "/api/v1/integrations"), ("GET", "/api/v1/history"),
                        ("POST", "/api/v1/integrations/browser/verify")):
        body = await call(client, ext, method, url, 403, json={"token": token} if method == "POST" else None)
        assert body["error"] == "forbidden"
    for bad in ({"X-Extension-Token": token, "Origin": "https://evil.example"},
                {"X-Extension-Token": token, "Origin": "chrome-extension://someoneelse"},
                {"X-Extension-Token": token},
                {"X-Extension-Token": token[:-2] + "xx", "Origin": ORIGIN}):
        await call(client, bad, "GET", "/api/v1/search?q=invoice", 401)

    # the token never comes back: not in the list, the config, the history, nor the logs
    for url in ("/api/v1/integrations", "/api/v1/integrations/browser/config", "/api/v1/history"):
        response = await client.get(url, headers=headers)
        assert token not in (await response.get_data(as_text=True))
    secret = token.rsplit("_", 1)[1]
    assert secret not in caplog.text and token not in caplog.text

    # revoke: the token stops working; a second user's token is theirs alone
    await call(client, headers, "DELETE", "/api/v1/integrations/browser/token", json={"token": token})
    await call(client, ext, "GET", "/api/v1/search?q=invoice", 401)
    verified = await call(client, headers, "POST", "/api/v1/integrations/browser/verify", json={"token": token})
    assert verified["data"] == {"valid": False}
    await call(client, headers, "DELETE", "/api/v1/integrations/browser/token", 404, json={"token": "fwx_nope_x"})


async def test_token_expires_and_disconnect_revokes(client: Any, root: Path) -> None:
    from datetime import datetime, timedelta, timezone

    from foldwise.plugins.integrations.browser.models import ExtensionToken

    headers = await register_and_login(client, "admin")
    await call(client, headers, "POST", "/api/v1/integrations/browser/connect")
    first = (await call(client, headers, "POST", "/api/v1/integrations/browser/token", 201,
                        json={"extension_id": EXT}))["data"]["token"]
    second = (await call(client, headers, "POST", "/api/v1/integrations/browser/token", 201,
                         json={"extension_id": EXT}))["data"]["token"]
    await call(client, {"X-Extension-Token": first, "Origin": ORIGIN}, "GET", "/api/v1/search?q=x")
    token_id = first.split("_")[1]
    await ExtensionToken.filter(id=token_id).update(expires_at=datetime.now(timezone.utc) - timedelta(seconds=1))
    await call(client, {"X-Extension-Token": first, "Origin": ORIGIN}, "GET", "/api/v1/search?q=x", 401)
    assert (await call(client, headers, "POST", "/api/v1/integrations/browser/verify",
                       json={"token": first}))["data"] == {"valid": False}
    row = await ExtensionToken.get(id=second.split("_")[1])
    assert second.rsplit("_", 1)[1] not in row.secret_hmac and len(row.secret_hmac) == 64  # stored hashed
    await call(client, headers, "POST", "/api/v1/integrations/browser/disconnect")
    await call(client, {"X-Extension-Token": second, "Origin": ORIGIN}, "GET", "/api/v1/search?q=x", 401)


async def test_cors_preflight(client: Any) -> None:
    def preflight(origin: str, method: str = "POST", headers: str = "content-type, x-extension-token") -> Any:
        return client.options("/api/v1/files/upload", headers={
            "Origin": origin, "Access-Control-Request-Method": method, "Access-Control-Request-Headers": headers})

    allowed = await preflight(ORIGIN)
    assert allowed.status_code == 204
    assert allowed.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert "POST" in allowed.headers["Access-Control-Allow-Methods"]
    assert "x-extension-token" in allowed.headers["Access-Control-Allow-Headers"]
    assert "Access-Control-Allow-Credentials" not in allowed.headers
    for refused in (await preflight("https://evil.example"), await preflight(ORIGIN, "TRACE"),
                    await preflight(ORIGIN, headers="x-custom-secret")):
        assert refused.status_code == 403
        assert "Access-Control-Allow-Origin" not in refused.headers
        assert (await refused.get_json())["error"] == "forbidden"
    simple = await client.get("/api/v1/health", headers={"Origin": "https://app.example"})
    assert simple.headers["Access-Control-Allow-Origin"] == "https://app.example"
    other = await client.get("/api/v1/health", headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in other.headers
    page = await client.get("/ui/profile/login", headers={"Origin": "https://app.example"})
    assert "Access-Control-Allow-Origin" not in page.headers


def _file(name: str, data: bytes) -> Any:
    from io import BytesIO

    from werkzeug.datastructures import FileStorage

    return FileStorage(BytesIO(data), filename=name)
