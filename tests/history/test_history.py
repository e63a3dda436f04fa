"""History plugin: REST list/undo/redo with auth, and the ``history``/``undo``/``redo`` commands."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest

from foldwise.kernel.errors import NotFound

from conftest import PASSWORD, LiveServer, register_and_login


async def _journaled_move(kernel: Any, src: Path, dst: Path, actor: str = "admin") -> int:
    async with kernel.journal.transaction("move", actor=actor, description="test move") as txn:
        await txn.move(src, dst)
    return txn.id


async def test_undo_and_redo_refuse_a_boolean_transaction_id(app: Any, client: Any, root: Path) -> None:
    headers = await register_and_login(client, "admin")
    (root / "a.txt").write_bytes(b"alpha")
    await _journaled_move(app.app.kernel, root / "a.txt", root / "sorted/a.txt")
    for kind in ("undo", "redo"):
        response = await client.post(f"/api/v1/history/{kind}", json={"transaction_id": True}, headers=headers)
        assert response.status_code == 422 and (await response.get_json())["error"] == "validation_error"
    assert (root / "sorted/a.txt").exists() and not (root / "a.txt").exists()  # nothing was undone


async def test_history_undo_redo_over_rest(app: Any, client: Any, root: Path) -> None:
    headers = await register_and_login(client, "admin")
    (root / "a.txt").write_bytes(b"alpha")
    kernel = app.app.kernel
    tid = await _journaled_move(kernel, root / "a.txt", root / "sorted/a.txt")

    assert (await client.get("/api/v1/history")).status_code == 401
    response = await client.get("/api/v1/history?page=1&page_size=10", headers=headers)
    body = await response.get_json()
    assert response.status_code == 200 and body["success"] is True
    assert body["meta"] == {"total": 1, "page": 1, "pageSize": 10}
    txn = body["data"]["transactions"][0]
    assert txn["id"] == tid and txn["kind"] == "move" and txn["op_count"] == 2
    assert [o["op"] for o in txn["operations"]] == ["mkdir", "move"]

    response = await client.post("/api/v1/history/undo", headers=headers)
    data = (await response.get_json())["data"]
    assert response.status_code == 200 and data["target_id"] == tid and data["complete"]
    assert (root / "a.txt").read_bytes() == b"alpha" and not (root / "sorted").exists()

    response = await client.post("/api/v1/history/redo", headers=headers, json={"transaction_id": tid})
    assert response.status_code == 200
    assert (root / "sorted/a.txt").exists()

    (root / "a.txt").write_bytes(b"new file in the way")
    response = await client.post("/api/v1/history/undo", headers=headers, json={})
    body = await response.get_json()
    assert response.status_code == 409 and body["error"] == "conflict"
    assert body["details"]["conflicts"][0]["reason"] == "occupied"
    assert (root / "a.txt").read_bytes() == b"new file in the way"
    assert (root / "sorted/a.txt").read_bytes() == b"alpha"

    response = await client.post("/api/v1/history/undo", headers=headers, json={"transaction_id": "x"})
    assert response.status_code == 422 and (await response.get_json())["error"] == "validation_error"
    response = await client.post("/api/v1/history/undo", headers=headers, json={"transaction_id": 9999})
    assert response.status_code == 404
    for huge in (2**31, 2**63):  # beyond the id column (2**63 was a 500: SQLite overflow, found by fuzzing)
        response = await client.post("/api/v1/history/undo", headers=headers, json={"transaction_id": huge})
        assert response.status_code == 422, huge
    with pytest.raises(NotFound):
        await kernel.journal.undo(2**63)
    response = await client.get("/api/v1/history?page_size=0", headers=headers)
    assert response.status_code == 422
    for body in (b"\n", b"  ", b"[1]"):  # a body that is present must be a JSON object (found by fuzzing)
        response = await client.post("/api/v1/history/redo", headers={**headers, "Content-Type": "application/json"},
                                     data=body)
        assert response.status_code in (400, 422), body


def _cli(home: Path, root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root)})
    return subprocess.run([sys.executable, "-m", "foldwise", *args], env=env, capture_output=True, text=True,
                          timeout=120)


async def test_cli_local_history_undo_redo(home: Path, root: Path) -> None:
    from conftest import make_settings

    from foldwise.kernel.core import open_kernel

    (root / "doc.txt").write_bytes(b"d")
    async with open_kernel(make_settings(home, [root]), run_jobs=False) as kernel:
        tid = await _journaled_move(kernel, root / "doc.txt", root / "docs/doc.txt")
    out = _cli(home, root, "history", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["transactions"][0]["id"] == tid
    out = _cli(home, root, "undo", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["target_id"] == tid and (root / "doc.txt").exists()
    out = _cli(home, root, "redo")
    assert out.returncode == 0 and out.stdout.startswith(f"Redid #{tid} “test move” (2 operations)"), out.stdout
    assert f"reverse with: foldwise undo {tid}" in out.stdout
    assert (root / "docs/doc.txt").exists()
    _cli(home, root, "undo")
    out = _cli(home, root, "undo")
    assert out.returncode == 2 and "nothing to undo" in out.stderr


def test_cli_remote_mode(home: Path, root: Path) -> None:
    server = LiveServer(home, [root]).start()
    try:
        base = f"{server.url}/api/v1"
        httpx.post(f"{base}/auth/register", json={"username": "admin", "password": PASSWORD,
                                                  "email": "a@example.com"})
        token = httpx.post(f"{base}/auth/login", json={"username": "admin", "password": PASSWORD}).json()
        auth = {"Authorization": f"Bearer {token['data']['access_token']}"}
        key = httpx.post(f"{base}/api-keys", json={"name": "cli"}, headers=auth).json()["data"]["key"]
        (root / "r.txt").write_bytes(b"r")
        moved = httpx.post(f"{base}/files/move", json={"source": "r.txt", "destination": "x/r.txt"}, headers=auth)
        assert moved.status_code == 200, moved.text
        out = _cli(home, root, "--server", server.url, "--api-key", key, "history", "--json")
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout)["transactions"][0]["kind"] in ("move", "files.move")
        out = _cli(home, root, "--server", server.url, "--api-key", key, "undo", "--json")
        assert out.returncode == 0, out.stderr
        assert (root / "r.txt").exists() and not (root / "x/r.txt").exists()
    finally:
        server.stop()


def test_cli_remote_undo_follows_ownership(home: Path, root: Path) -> None:
    server = LiveServer(home, [root]).start()
    try:
        base = f"{server.url}/api/v1"
        auth = {}
        for name in ("admin", "bob"):
            httpx.post(f"{base}/auth/register", json={"username": name, "password": PASSWORD,
                                                      "email": f"{name}@example.com"})
            token = httpx.post(f"{base}/auth/login", json={"username": name, "password": PASSWORD}).json()
            auth[name] = {"Authorization": f"Bearer {token['data']['access_token']}"}
        key = httpx.post(f"{base}/api-keys", json={"name": "cli"}, headers=auth["bob"]).json()["data"]["key"]
        (root / "r.txt").write_bytes(b"r")
        moved = httpx.post(f"{base}/files/move", json={"source": "r.txt", "destination": "x/r.txt"},
                           headers=auth["admin"]).json()["data"]
        out = _cli(home, root, "--server", server.url, "--api-key", key, "undo", str(moved["transaction_id"]))
        assert out.returncode == 2 and "forbidden" in out.stderr, out.stderr
        out = _cli(home, root, "--server", server.url, "--api-key", key, "undo")
        assert out.returncode == 2 and "nothing to undo" in out.stderr, out.stderr
        assert (root / "x/r.txt").exists()
    finally:
        server.stop()
