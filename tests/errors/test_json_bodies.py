"""Bodies that are not JSON the service can take answer 400 ``invalid_request`` on every route, public
ones included: nested 100,000 levels deep, not UTF-8, holding an unpaired surrogate; never a 500."""

from __future__ import annotations

from pathlib import Path
from typing import Any, AsyncIterator

import pytest
from route_walk import body_routes

from conftest import make_settings, register_and_login
from foldwise.kernel.errors import InvalidRequest
from foldwise.kernel.jsonbody import MAX_DEPTH, MalformedJson, loads, too_deep

DEEP_ARRAY = b"[" * 100_000
DEEP_OBJECT = b'{"a":' * 100_000
NOT_UTF8 = b"\xff"
LONE_SURROGATE = b'{"username": "\\ud800", "password": "x"}'
HOSTILE = {"deep array": DEEP_ARRAY, "deep object": DEEP_OBJECT, "not UTF-8": NOT_UTF8,
           "lone surrogate": LONE_SURROGATE}


@pytest.fixture
async def quiet_app(home: Path, root: Path) -> AsyncIterator[Any]:
    """The app without rate limits (this test sends many bad requests on purpose)."""
    from foldwise.kernel.app import create_app

    settings = make_settings(home, [root], rate_limits={"enabled": False})
    async with create_app(settings).test_app() as app:
        yield app


def test_loads_refuses_hostile_text_without_recursing() -> None:
    assert loads(b'{"a": [1, {"b": "[[[[ in a string"}]}') == {"a": [1, {"b": "[[[[ in a string"}]}
    assert not too_deep("[" * MAX_DEPTH + "]" * MAX_DEPTH)
    assert too_deep("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    assert not too_deep('["' + "[" * 1000 + '"]')  # brackets inside strings do not count
    assert not too_deep('["\\"' + "[" * 1000 + '"]')  # nor after an escaped quote
    for body in HOSTILE.values():
        with pytest.raises(InvalidRequest) as info:
            loads(body)
        assert not isinstance(info.value, MalformedJson)
    with pytest.raises(MalformedJson):
        loads(b"{bad")


async def test_every_body_route_answers_400_to_hostile_json(quiet_app: Any, home: Path) -> None:
    client = quiet_app.test_client()
    headers = await register_and_login(client, "admin")
    # the reset goes last: it brings back the default rate limits this app runs without
    routes = sorted(body_routes(quiet_app.app), key=lambda route: route[1] == "/api/v1/config/reset")
    documented = [(m, p) for m, p, json_body in routes if json_body]
    assert len(documented) >= 20, documented  # the walk found the JSON routes
    assert ("POST", "/api/v1/auth/login") in [(m, p) for m, p, _ in routes]
    failures = []
    for method, path, json_body in routes:
        for name, body in HOSTILE.items():
            response = await client.open(path, method=method, data=body,
                                         headers={**headers, "Content-Type": "application/json"})
            payload = await response.get_json()
            if response.status_code >= 500 or set(payload or {}) not in ({"error", "message", "details"},
                                                                          {"detail"}, {"success", "data"}):
                failures.append((method, path, name, response.status_code, payload))
            elif json_body and (response.status_code, payload.get("error")) != (400, "invalid_request"):
                failures.append((method, path, name, response.status_code, payload))
    assert not failures, failures


async def test_public_login_refuses_hostile_bodies(quiet_app: Any) -> None:
    client = quiet_app.test_client()
    for name, body in HOSTILE.items():
        response = await client.post("/api/v1/auth/login", data=body, headers={"Content-Type": "application/json"})
        payload = await response.get_json()
        assert response.status_code == 400, (name, payload)
        assert payload["error"] == "invalid_request" and payload["message"], payload


async def test_malformed_json_is_a_client_error(quiet_app: Any) -> None:
    client = quiet_app.test_client()
    headers = await register_and_login(client, "admin")
    for path in ("/api/v1/files/move", "/api/v1/auth/login", "/api/v1/history/undo", "/api/v1/config"):
        method = "PUT" if path.endswith("/config") else "POST"
        response = await client.open(path, method=method, data=b'{"source": ',
                                     headers={**headers, "Content-Type": "application/json"})
        assert response.status_code in (400, 422), (path, await response.get_data())


async def test_a_boolean_is_not_a_number(quiet_app: Any, root: Path) -> None:
    """``{"transaction_id": true}`` is a 422 naming the field; lax validation read it as 1 and undid a change."""
    client = quiet_app.test_client()
    headers = await register_and_login(client, "admin")
    (root / "a.txt").write_text("hello")
    moved = await client.post("/api/v1/files/move", json={"source": str(root / "a.txt"),
                                                           "destination": str(root / "b.txt")}, headers=headers)
    assert moved.status_code == 200, await moved.get_json()
    response = await client.post("/api/v1/history/undo", json={"transaction_id": True}, headers=headers)
    payload = await response.get_json()
    assert response.status_code == 422, payload
    assert payload["error"] == "validation_error"
    assert [d["loc"][-1] for d in payload["details"]] == ["transaction_id"]
    assert (root / "b.txt").exists() and not (root / "a.txt").exists()  # nothing was undone


def test_booleans_are_refused_in_numbers_and_lists_of_numbers() -> None:
    from pydantic import ValidationError

    from foldwise.kernel.schemas import RequestModel

    class Sample(RequestModel):
        count: int = 0
        ids: list[int] = []
        ratio: float | None = None
        flag: bool = False
        either: int | bool = 0

    assert Sample(count=2, ids=[1, 2], ratio=0.5, flag=True, either=True).either is True
    for bad in ({"count": True}, {"ids": [1, False]}, {"ratio": True}):
        with pytest.raises(ValidationError):
            Sample(**bad)
