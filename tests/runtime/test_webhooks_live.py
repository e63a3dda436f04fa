"""Webhooks with real processes: a ``foldwise serve`` process delivers to a receiver on loopback."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx

from conftest import PASSWORD, LiveServer
from tests.runtime.receiver import Receiver, verify
from tests.waiting import wait_until

#: Loopback is allowed for these tests only; retries come quickly.
ENV = {"FOLDWISE_PLUGINS__ALLOW_PRIVATE_CALLBACKS": "true", "FOLDWISE_RUNTIME__RETRY_BASE_SECONDS": "0.2",
       "FOLDWISE_RUNTIME__RETRY_MAX_SECONDS": "0.5", "FOLDWISE_RUNTIME__MAX_ATTEMPTS": "50",
       "FOLDWISE_AUTH__REGISTRATION_OPEN": "true"}


def _login(server: LiveServer, username: str) -> dict[str, str]:
    httpx.post(f"{server.url}/api/v1/auth/register",
               json={"username": username, "password": PASSWORD, "email": f"{username}@example.com"})
    token = httpx.post(f"{server.url}/api/v1/auth/login",
                       json={"username": username, "password": PASSWORD}).json()["data"]["access_token"]
    return {"Authorization": f"Bearer {token}"}


def _key(server: LiveServer, headers: dict[str, str], scopes: list[str]) -> dict[str, str]:
    data = httpx.post(f"{server.url}/api/v1/api-keys", json={"name": "plugin", "scopes": scopes},
                      headers=headers).json()["data"]
    return {"X-API-Key": data["key"]}


def test_signed_deliveries_of_bus_events_and_trigger_leaks_nothing(home: Path, root: Path) -> None:
    (root / "Inbox").mkdir()
    (root / "Inbox" / "q3.pdf").write_bytes(b"%PDF-1.4 q3")
    server = LiveServer(home, [root], env=ENV).start()
    try:
        with Receiver(reply=b"RECEIVER-PRIVATE-BODY") as receiver:
            admin = _login(server, "admin")
            plugin = _key(server, admin, ["hooks:manage"])
            hook = httpx.post(f"{server.url}/api/v1/plugins/hooks/register", headers=plugin,
                              json={"event": "file.organized", "callback_url": f"{receiver.url}/in"})
            assert hook.status_code == 201, hook.text
            created = hook.json()["data"]
            secret = created["secret"]
            moved = httpx.post(f"{server.url}/api/v1/files/move", headers=admin,
                               json={"source": str(root / "Inbox" / "q3.pdf"),
                                     "destination": str(root / "q3.pdf")})
            assert moved.status_code == 200, moved.text
            wait_until(lambda: receiver.received, what="a delivery of file.organized")
            got = receiver.received[0]
            assert verify(secret, got.body, got.headers["X-Foldwise-Signature"])
            assert not verify("wrong-secret-wrong-secret", got.body, got.headers["X-Foldwise-Signature"])
            body = json.loads(got.body)
            assert set(body) == {"event", "payload", "timestamp"} and body["event"] == "file.organized"
            assert body["payload"]["moves"] == [{"source": str(root / "Inbox" / "q3.pdf"),
                                                 "destination": str(root / "q3.pdf")}]
            assert got.headers["X-Foldwise-Event"] == "file.organized" and len(got.headers["X-Foldwise-Delivery"]) == 32
            assert got.headers["X-Foldwise-Source"] == "event"
            log = wait_until(lambda: httpx.get(f"{server.url}/api/v1/plugins/hooks/{created['id']}/deliveries",
                                               headers=plugin).json()["data"],
                             until=lambda d: d["items"], what="the delivery log")
            assert log["items"][0]["outcome"] == "delivered" and log["items"][0]["status_code"] == 200
            assert "RECEIVER-PRIVATE-BODY" not in json.dumps(log)

            # Another user's plugin triggers the event: counts only, never the URL or the receiver's body.
            bob = _login(server, "bob")
            bob_plugin = _key(server, bob, ["hooks:trigger"])
            answer = httpx.post(f"{server.url}/api/v1/plugins/hooks/trigger", headers=bob_plugin,
                                json={"event": "file.organized", "payload": {"x": 1}})
            assert answer.status_code == 200
            assert answer.json()["data"] == {"event": "file.organized", "delivered": 1, "failed": 0}
            assert receiver.received[-1].headers["X-Foldwise-Source"] == "trigger"
            assert json.loads(receiver.received[-1].body)["payload"] == {"x": 1}
            assert receiver.url not in answer.text and "RECEIVER-PRIVATE-BODY" not in answer.text
            assert str(receiver.port) not in answer.text
            bob_hooks = httpx.get(f"{server.url}/api/v1/plugins/hooks", headers=bob).json()["data"]["items"]
            assert bob_hooks == []
            # The secret is stored encrypted: not in the database file in clear.
            assert secret.encode() not in (home / "foldwise.db").read_bytes()
    finally:
        server.stop()


def test_a_failing_receiver_gets_retries_also_after_a_restart(home: Path, root: Path) -> None:
    server = LiveServer(home, [root], env=ENV).start()
    try:
        with Receiver(status=503) as receiver:
            admin = _login(server, "admin")
            registered = httpx.post(f"{server.url}/api/v1/plugins/hooks/register", headers=admin,
                                    json={"event": "backup.finished", "callback_url": f"{receiver.url}/in"})
            hook_id = registered.json()["data"]["id"]
            answer = httpx.post(f"{server.url}/api/v1/plugins/hooks/trigger", headers=admin,
                                json={"event": "backup.finished", "payload": {"n": 7}})
            assert answer.json()["data"] == {"event": "backup.finished", "delivered": 0, "failed": 1}
            wait_until(lambda: len(receiver.received) >= 3, what="retries of the failed delivery")
            server.stop()
            tried = len(receiver.received)
            receiver.status = 200
            server.start()
            wait_until(lambda: any(r.answered == 200 for r in receiver.received), what="the delivery after restart")
            assert len(receiver.received) > tried
            ids = {r.headers["X-Foldwise-Delivery"] for r in receiver.received}
            assert len(ids) == 1, "every attempt is the same delivery"
            log = httpx.get(f"{server.url}/api/v1/plugins/hooks/{hook_id}/deliveries?limit=500",
                            headers=admin).json()["data"]
            outcomes = [i["outcome"] for i in log["items"]]
            assert outcomes[0] == "delivered" and set(outcomes[1:]) == {"retrying"} and log["pending"] == 0
            assert [i["attempt"] for i in log["items"]] == list(range(len(outcomes), 0, -1))
    finally:
        server.stop()
