"""``WS /api/v1/ws/<client_id>`` with a real ``websockets`` client against a real ``foldwise serve``."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest
from conftest import PASSWORD, REDIS_URL, LiveServer, make_settings, require_service
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from foldwise.kernel.core import Kernel
from foldwise.kernel.events.bus import create_bus


@pytest.fixture
def redis_live(home: Path, root: Path) -> Iterator[LiveServer]:
    """A live server whose bus is bridged through Redis, so this test process can publish to it."""
    require_service("redis")
    server = LiveServer(home, [root], env={"FOLDWISE_EVENTS__BACKEND": "redis", "FOLDWISE_REDIS_URL": REDIS_URL})
    server.start()
    try:
        yield server
    finally:
        server.stop()


def _credentials(server: LiveServer) -> tuple[str, str]:
    """(JWT access token, API key) of a fresh admin on ``server``."""
    with httpx.Client(base_url=server.url, timeout=10) as http:
        http.post("/api/v1/auth/register", json={"username": "admin", "password": PASSWORD,
                                                  "email": "admin@example.com"})
        token = http.post("/api/v1/auth/login", json={"username": "admin", "password": PASSWORD}
                          ).json()["data"]["access_token"]
        created = http.post("/api/v1/api-keys", json={"name": "ws"}, headers={"Authorization": f"Bearer {token}"})
        assert created.status_code == 201, created.text
        return token, created.json()["data"]["key"]


def _ws(server: LiveServer, client_id: str, query: str = "") -> str:
    return f"ws://127.0.0.1:{server.port}/api/v1/ws/{client_id}{query}"


async def _recv(ws: Any, timeout: float = 5) -> dict[str, Any]:
    return json.loads(await asyncio.wait_for(ws.recv(), timeout))


async def _close_code(uri: str, headers: dict[str, str] | None = None) -> int | None:
    async with connect(uri, additional_headers=headers or {}, open_timeout=10) as ws:
        with pytest.raises(ConnectionClosed) as info:
            await asyncio.wait_for(ws.recv(), 5)
    return info.value.rcvd.code if info.value.rcvd else None


async def test_websocket_protocol_and_auth(redis_live: LiveServer, home: Path, root: Path) -> None:
    token, key = _credentials(redis_live)

    # Bad or missing credentials: the client sees close code 1008.
    assert await _close_code(_ws(redis_live, "anon")) == 1008
    assert await _close_code(_ws(redis_live, "bad"), {"X-API-Key": key[:-4] + "AAAA"}) == 1008
    assert await _close_code(_ws(redis_live, "junk", "?token=not-a-token")) == 1008
    assert await _close_code(_ws(redis_live, "wrongkey", "?token=fw_aaaaaaaaaaaa_" + "b" * 43)) == 1008

    # A key in the query string and a JWT access token work too.
    for query in (f"?token={key}", f"?token={token}"):
        async with connect(_ws(redis_live, "q1", query)) as ws:
            assert (await _recv(ws))["type"] == "connected"

    settings = make_settings(home, [root], events={"backend": "redis"}, redis_url=REDIS_URL)
    bus = await create_bus(Kernel(settings))  # another instance of the same installation
    try:
        async with connect(_ws(redis_live, "client-1"), additional_headers={"X-API-Key": key}) as all_ws, \
                connect(_ws(redis_live, "client-2"), additional_headers={"X-API-Key": key}) as job_ws:
            hello = await _recv(all_ws)
            assert hello["type"] == "connected" and hello["client_id"] == "client-1"
            assert (await _recv(job_ws))["client_id"] == "client-2"

            await all_ws.send(json.dumps({"type": "ping"}))
            assert (await _recv(all_ws))["type"] == "pong"
            await all_ws.send("{not json")
            error = await _recv(all_ws)
            assert error["type"] == "error" and "JSON" in error["data"]["message"]
            await all_ws.send(json.dumps({"type": "dance"}))
            assert (await _recv(all_ws))["type"] == "error"
            await all_ws.send(json.dumps(["ping"]))
            assert (await _recv(all_ws))["type"] == "error"
            await all_ws.send(json.dumps({"type": "subscribe"}))
            assert (await _recv(all_ws))["type"] == "error"
            await all_ws.send(json.dumps({"type": "ping"}))  # still open after bad input
            assert (await _recv(all_ws))["type"] == "pong"

            await job_ws.send(json.dumps({"type": "subscribe", "channel": "job:J1"}))
            assert (await _recv(job_ws)) | {"timestamp": None} == {"type": "subscribed", "channel": "job:J1",
                                                                   "timestamp": None}

            await bus.publish("organize_progress", {"done": 5, "total": 10}, job_id="J2", progress=50)
            await bus.publish("organize_progress", {"done": 7, "total": 10}, job_id="J1", progress=70)
            first, second = await _recv(all_ws), await _recv(all_ws)
            assert [first["job_id"], second["job_id"]] == ["J2", "J1"]  # unsubscribed: every event
            assert first["type"] == "organize_progress" and first["progress"] == 50
            assert first["data"] == {"done": 5, "total": 10} and "timestamp" in first
            only = await _recv(job_ws)
            assert only["job_id"] == "J1" and only["progress"] == 70  # subscribed: its channel only
            with pytest.raises(asyncio.TimeoutError):
                await _recv(job_ws, 0.5)
    finally:
        await bus.close()


async def test_job_progress_reaches_an_in_process_websocket(app: Any, client: Any) -> None:
    """Through Quart's test client: a job's own progress and completion arrive on its channel."""
    from conftest import register_and_login

    headers = await register_and_login(client, "admin")
    created = await client.post("/api/v1/api-keys", json={"name": "t"}, headers=headers)
    key = (await created.get_json())["data"]["key"]
    kernel = app.app.kernel
    job = await kernel.jobs.create("kernel.sleep", {"seconds": 0.3, "steps": 3})
    async with client.websocket("/api/v1/ws/tester", headers={"X-API-Key": key}) as ws:
        assert json.loads(await ws.receive())["type"] == "connected"
        await ws.send(json.dumps({"type": "subscribe", "channel": f"job:{job.id}"}))
        assert json.loads(await ws.receive())["type"] == "subscribed"
        await kernel.jobs.enqueue(job.id)
        kinds = []
        while True:
            message = json.loads(await asyncio.wait_for(ws.receive(), 10))
            assert message["job_id"] == job.id
            kinds.append((message["type"], message.get("progress")))
            if message["type"] == "organize_complete":
                break
    assert kinds[-2] == ("organize_progress", 100) and kinds[-1] == ("organize_complete", 100)


async def test_a_member_hears_only_their_own_jobs(app: Any, client: Any) -> None:
    """Without subscribing, a member's socket gets their own jobs' events and service-wide ones, never
    another user's job; an admin's socket gets everything."""
    from conftest import register_and_login

    keys = {}
    for name in ("admin", "bob", "carol"):
        headers = await register_and_login(client, name)
        created = await client.post("/api/v1/api-keys", json={"name": "t"}, headers=headers)
        keys[name] = (await created.get_json())["data"]["key"]
    kernel = app.app.kernel
    from foldwise.kernel.auth.models import User

    users = {u.username: u.id for u in await User.all()}
    bobs = await kernel.jobs.create("kernel.sleep", {}, user_id=users["bob"])
    carols = await kernel.jobs.create("kernel.sleep", {}, user_id=users["carol"])
    async with client.websocket("/api/v1/ws/b", headers={"X-API-Key": keys["bob"]}) as bob, \
            client.websocket("/api/v1/ws/a", headers={"X-API-Key": keys["admin"]}) as admin:
        for ws in (bob, admin):
            assert json.loads(await ws.receive())["type"] == "connected"
        await kernel.bus.publish("organize_progress", {"n": 1}, job_id=carols.id, progress=10)
        await kernel.bus.publish("organize_progress", {"n": 2}, job_id=bobs.id, progress=20)
        await kernel.bus.publish("error", {"message": "service-wide"})
        seen_by_bob = [json.loads(await asyncio.wait_for(bob.receive(), 5)) for _ in range(2)]
        seen_by_admin = [json.loads(await asyncio.wait_for(admin.receive(), 5)) for _ in range(3)]
        with pytest.raises(asyncio.TimeoutError):
            await asyncio.wait_for(bob.receive(), 0.5)
    assert [m.get("job_id") for m in seen_by_bob] == [bobs.id, None]
    assert [m.get("job_id") for m in seen_by_admin] == [carols.id, bobs.id, None]
