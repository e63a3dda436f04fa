"""Every error leaves in the contract's shape: 404, 405, 413, 422, 429, 500; never a traceback or a home path."""

from __future__ import annotations

from pathlib import Path
from typing import Any, AsyncIterator

import pytest
from quart import Blueprint

from conftest import make_settings, register_and_login
from foldwise.kernel.core import Kernel
from foldwise.kernel.hookspecs import hookimpl
from foldwise.kernel.plugins import build_plugin_manager


class FailingPlugin:
    """A test blueprint whose route raises, to see the 500 shape."""

    @hookimpl
    def register_blueprints(self) -> list[Any]:
        from foldwise.kernel.app import public

        bp = Blueprint("boom_test", __name__, url_prefix="/api/v1/boom")

        @bp.get("")
        @public
        async def boom() -> Any:
            raise RuntimeError(f"secret detail from {Path.home()} and /etc/shadow")

        @bp.post("/echo")
        @public
        async def echo() -> Any:
            from quart import request

            return {"size": len(await request.get_data())}

        return [bp]


@pytest.fixture
async def test_app(home: Path, root: Path) -> AsyncIterator[Any]:
    from foldwise.kernel.app import create_app

    settings = make_settings(home, [root], server={"max_request_bytes": 4096, "max_upload_bytes": 65536},
                             rate_limits={"default": 30})
    pm = build_plugin_manager(settings.plugins.disabled)
    pm.register(FailingPlugin(), name="failing")
    async with create_app(kernel=Kernel(settings, pm=pm)).test_app() as app:
        yield app


def assert_api_error(body: Any, code: str, home: Path | None = None) -> None:
    assert set(body) == {"error", "message", "details"}, body
    assert body["error"] == code and isinstance(body["message"], str) and body["message"]
    text = str(body)
    assert "Traceback" not in text and 'File "' not in text
    if home is not None:
        assert str(home) not in text and str(Path.home()) not in text


async def test_unknown_route_and_wrong_method(test_app: Any, home: Path) -> None:
    client = test_app.test_client()
    response = await client.get("/api/v1/no-such-thing")
    assert response.status_code == 404
    assert_api_error(await response.get_json(), "not_found", home)
    response = await client.get("/nowhere/at/all")
    assert response.status_code == 404
    assert_api_error(await response.get_json(), "not_found", home)
    response = await client.put("/api/v1/health")
    assert response.status_code == 405
    assert_api_error(await response.get_json(), "method_not_allowed", home)
    assert "GET" in response.headers["Allow"]


async def test_oversized_body_is_413(test_app: Any, home: Path, root: Path) -> None:
    client = test_app.test_client()
    response = await client.post("/api/v1/boom/echo", data=b"x" * 4000)
    assert response.status_code == 200 and (await response.get_json())["size"] == 4000
    response = await client.post("/api/v1/boom/echo", data=b"x" * 5000)
    body = await response.get_json()
    assert response.status_code == 413
    assert_api_error(body, "payload_too_large", home)
    assert body["details"]["max_bytes"] == 4096
    # A declared Content-Length is refused before the body is read.
    response = await client.post("/api/v1/boom/echo", data=b"x" * 5000, headers={"Content-Length": "5000"})
    assert response.status_code == 413
    # JSON routes too, before validation or authentication runs.
    response = await client.post("/api/v1/files/move", json={"source": "a" * 6000, "destination": "b"})
    assert response.status_code == 413
    # Multipart uploads may be larger, up to the upload limit.
    headers = await register_and_login(client, "alice")
    import io

    from werkzeug.datastructures import FileStorage

    response = await client.post("/api/v1/files/upload", headers=headers, form={"path": str(root)},
                                 files={"file": FileStorage(io.BytesIO(b"u" * 20000), filename="u.bin")})
    assert response.status_code == 201
    response = await client.post("/api/v1/files/upload", headers=headers, form={"path": str(root)},
                                 files={"file": FileStorage(io.BytesIO(b"u" * 70000), filename="v.bin")})
    assert response.status_code == 413
    assert_api_error(await response.get_json(), "payload_too_large", home)


async def test_validation_shape(test_app: Any, home: Path) -> None:
    client = test_app.test_client()
    headers = await register_and_login(client, "alice")
    for response in (
        await client.post("/api/v1/files/move", headers=headers, json={"source": 3}),
        await client.get("/api/v1/files?page_size=5000", headers=headers),
        await client.post("/api/v1/files/move", headers={**headers, "Content-Type": "application/json"},
                          data=b"{not json"),
    ):
        body = await response.get_json()
        assert response.status_code in (400, 422), body
        if response.status_code == 422:
            assert body["error"] == "validation_error" and set(body) == {"error", "message", "details"}
            assert body["details"] and all(set(d) == {"loc", "msg"} for d in body["details"])
            assert all(isinstance(d["loc"], list) for d in body["details"])
        else:
            assert_api_error(body, "invalid_request", home)
        assert "Traceback" not in str(body)


async def test_rate_limited_shape(test_app: Any, home: Path) -> None:
    client = test_app.test_client()
    last = None
    for _ in range(70):
        last = await client.get("/api/v1/health")
        if last.status_code == 429:
            break
    assert last is not None and last.status_code == 429
    body = await last.get_json()
    assert_api_error(body, "rate_limited", home)
    assert last.headers.getlist("Retry-After") == [str(body["details"]["retry_after"])]


async def test_unexpected_error_is_a_clean_500(test_app: Any, home: Path) -> None:
    client = test_app.test_client()
    response = await client.get("/api/v1/boom")
    text = await response.get_data(as_text=True)
    assert response.status_code == 500
    assert_api_error(await response.get_json(), "internal_server_error", home)
    assert "secret detail" not in text and "/etc/shadow" not in text and "RuntimeError" not in text
