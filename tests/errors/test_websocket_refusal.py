"""A WebSocket upgrade where no socket lives (an unknown path, an SSE or plain HTTP route) is refused with a
404 in the contract's shape, through the app and through a real ``foldwise serve``; nothing is logged as a
500. A hostile message on the real socket gets an ``error`` reply, and the socket stays open."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from conftest import PASSWORD, LiveServer

NOT_SOCKETS = ("/nope", "/api/v1/nope", "/ui/organize/stats/events", "/ui/organize/history/events",
               "/api/v1/health", "/api/v1/files")


async def test_app_refuses_upgrades_where_no_socket_lives(app: Any, caplog: pytest.LogCaptureFixture) -> None:
    from quart.testing import WebsocketResponseError

    client = app.test_client()
    caplog.set_level(logging.ERROR)
    for path in NOT_SOCKETS:
        with pytest.raises(WebsocketResponseError) as info:
            async with asyncio.timeout(10):
                async with client.websocket(path) as socket:
                    await socket.receive()
        response = info.value.response
        assert response.status_code == 404, path
        assert (await response.get_json())["error"] == "not_found"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text


async def test_real_server_refuses_upgrades_and_answers_hostile_messages(live_server: LiveServer) -> None:
    for path in NOT_SOCKETS:
        with pytest.raises(InvalidStatus) as info:
            async with connect(f"ws://127.0.0.1:{live_server.port}{path}", open_timeout=10):
                pass
        assert info.value.response.status_code == 404, path
        assert json.loads(info.value.response.body)["error"] == "not_found"
    with httpx.Client(base_url=live_server.url, timeout=10) as http:
        http.post("/api/v1/auth/register", json={"username": "admin", "password": PASSWORD,
                                                  "email": "admin@example.com"})
        token = http.post("/api/v1/auth/login", json={"username": "admin", "password": PASSWORD}
                          ).json()["data"]["access_token"]
    async with connect(f"ws://127.0.0.1:{live_server.port}/api/v1/ws/c1?token={token}", open_timeout=10) as ws:
        assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "connected"
        await ws.send("[" * 60_000)
        reply = json.loads(await asyncio.wait_for(ws.recv(), 5))
        assert reply["type"] == "error" and "nested" in reply["data"]["message"]
        await ws.send(json.dumps({"type": "ping"}))
        assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "pong"
    log = live_server.log.read_text()
    assert "Traceback" not in log and "RuntimeError" not in log and "unhandled error" not in log, log[-3000:]
