"""Ownership of journal transactions over REST: a member undoes and redoes only their own; an admin any by id;
a body-less undo or redo takes the caller's newest. On SQLite and PostgreSQL (the ownership filter is a subquery)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import make_settings, register_and_login
from foldwise.kernel.settings import Settings


@pytest.fixture
def settings(home: Path, root: Path, db_backend: str | None) -> Settings:
    overrides: dict[str, Any] = {"database": {"url": db_backend}} if db_backend else {}
    return make_settings(home, [root], **overrides)


async def _move(client: Any, headers: dict[str, str], source: str, destination: str) -> int:
    response = await client.post("/api/v1/files/move", json={"source": source, "destination": destination},
                                 headers=headers)
    body = await response.get_json()
    assert response.status_code == 200, body
    return body["data"]["transaction_id"]


async def _post(client: Any, url: str, headers: dict[str, str], body: dict[str, Any] | None = None) -> Any:
    response = await client.post(url, headers=headers, json=body) if body is not None else \
        await client.post(url, headers=headers)
    return response.status_code, await response.get_json()


async def test_members_undo_and_redo_only_their_own(client: Any, root: Path) -> None:
    admin = await register_and_login(client, "admin")
    bob = await register_and_login(client, "bob")
    for name in ("a.txt", "b.txt", "c.txt"):
        (root / name).write_text(name)
    bobs = await _move(client, bob, "b.txt", "b2.txt")
    admins = await _move(client, admin, "a.txt", "a2.txt")  # newer than bob's

    status, body = await _post(client, "/api/v1/history/undo", bob, {"transaction_id": admins})
    assert status == 403 and body["error"] == "forbidden" and set(body) == {"error", "message", "details"}
    assert (root / "a2.txt").exists()

    status, body = await _post(client, "/api/v1/history/undo", bob)  # no body: bob's newest, not the admin's
    assert status == 200 and body["data"]["target_id"] == bobs
    assert (root / "b.txt").exists() and (root / "a2.txt").exists()
    status, body = await _post(client, "/api/v1/history/undo", bob)
    assert status == 404  # nothing of bob's is left to undo

    status, body = await _post(client, "/api/v1/history/undo", admin, {})  # the admin's own newest
    assert status == 200 and body["data"]["target_id"] == admins and (root / "a.txt").exists()
    status, body = await _post(client, "/api/v1/history/redo", bob, {"transaction_id": admins})
    assert status == 403 and not (root / "a2.txt").exists()
    status, body = await _post(client, "/api/v1/history/redo", bob)  # bob's most recent undo
    assert status == 200 and body["data"]["transaction_id"] and (root / "b2.txt").exists()

    # An admin may act on anybody's by id; what the admin undid still belongs to bob, who may redo it.
    bobs_c = await _move(client, bob, "c.txt", "c2.txt")
    status, body = await _post(client, "/api/v1/history/undo", admin, {"transaction_id": bobs_c})
    assert status == 200 and (root / "c.txt").exists()
    status, body = await _post(client, "/api/v1/history/redo", bob, {"transaction_id": bobs_c})
    assert status == 200 and (root / "c2.txt").exists()


async def test_work_nobody_owns_is_admin_only(app: Any, client: Any, root: Path) -> None:
    admin = await register_and_login(client, "admin")
    bob = await register_and_login(client, "bob")
    (root / "x.txt").write_text("x")
    async with app.app.kernel.journal.transaction("move", description="local CLI move") as txn:
        await txn.move(root / "x.txt", root / "y.txt")
    status, body = await _post(client, "/api/v1/history/undo", bob, {"transaction_id": txn.id})
    assert status == 403 and body["error"] == "forbidden"
    status, _ = await _post(client, "/api/v1/history/undo", bob)
    assert status == 404
    status, body = await _post(client, "/api/v1/history/undo", admin, {"transaction_id": txn.id})
    assert status == 200 and (root / "x.txt").exists()
