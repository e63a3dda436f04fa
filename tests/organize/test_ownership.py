"""Ownership of jobs over REST: a job's plan and its actions (execute, cancel, roll back, undo of its
transaction) are for the account that started it or an admin; everybody may follow its status."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conftest import register_and_login
from .helpers import make_tree, snapshot
from .test_api import _wait


async def _viewer(client: Any, name: str) -> dict[str, str]:
    from foldwise.kernel.auth.models import User

    await register_and_login(client, name)
    await User.filter(username=name).update(role="viewer")
    return await register_and_login(client, name)  # a fresh token carries the new role


async def _preview(client: Any, headers: dict[str, str], folder: Path) -> str:
    r = await client.post("/api/v1/organize/preview", json={"path": str(folder)}, headers=headers)
    assert r.status_code == 200, await r.get_json()
    return (await r.get_json())["data"]["job_id"]


async def _refused(response: Any) -> None:
    body = await response.get_json()
    assert response.status_code == 403 and body["error"] == "forbidden", body
    assert set(body) == {"error", "message", "details"}


async def test_others_may_not_read_the_plan_or_act(client: Any, root: Path) -> None:
    admin = await register_and_login(client, "admin")
    bob = await register_and_login(client, "bob")
    vera = await _viewer(client, "vera")
    make_tree(root, {"inbox/a.pdf": "a", "inbox/b.jpg": "b"})
    before = snapshot(root)
    job_id = await _preview(client, admin, root / "inbox")

    for headers in (bob, vera):
        await _refused(await client.get(f"/api/v1/organize/jobs/{job_id}/plan", headers=headers))
    await _refused(await client.post("/api/v1/organize/preview", json={"job_id": job_id}, headers=bob))
    await _refused(await client.post("/api/v1/organize/execute", json={"job_id": job_id}, headers=bob))
    await _refused(await client.post(f"/api/v1/organize/jobs/{job_id}/cancel", headers=bob))
    status = await client.get(f"/api/v1/organize/status/{job_id}", headers=vera)  # following a job is open
    assert status.status_code == 200 and (await status.get_json())["data"]["status"] == "pending"
    assert snapshot(root) == before

    assert (await client.get(f"/api/v1/organize/jobs/{job_id}/plan", headers=admin)).status_code == 200
    bobs = await _preview(client, bob, root / "inbox")
    assert (await client.get(f"/api/v1/organize/jobs/{bobs}/plan", headers=bob)).status_code == 200
    r = await client.post(f"/api/v1/organize/jobs/{bobs}/cancel", headers=admin)  # an admin may act on any
    assert r.status_code == 200 and (await r.get_json())["data"]["status"] == "cancelled"


async def test_a_members_job_and_its_transaction_are_theirs(client: Any, root: Path) -> None:
    await register_and_login(client, "admin")
    bob = await register_and_login(client, "bob")
    carol = await register_and_login(client, "carol")
    make_tree(root, {"inbox/a.pdf": "a", "inbox/b.jpg": "b"})
    before = snapshot(root)
    job_id = await _preview(client, bob, root / "inbox")
    r = await client.post("/api/v1/organize/execute", json={"job_id": job_id}, headers=bob)
    assert r.status_code == 202
    assert (await _wait(client, bob, job_id))["status"] == "completed"

    history = (await (await client.get(f"/api/v1/history?job_id={job_id}", headers=carol)).get_json())["data"]
    (txn,) = history["transactions"]
    assert txn["kind"] == "organize" and txn["actor"] == "bob"
    await _refused(await client.post("/api/v1/history/undo", json={"transaction_id": txn["id"]}, headers=carol))
    assert (await client.post("/api/v1/history/undo", headers=carol)).status_code == 404  # nothing of carol's
    await _refused(await client.post(f"/api/v1/organize/jobs/{job_id}/rollback", headers=carol))
    assert snapshot(root) != before

    r = await client.post(f"/api/v1/organize/jobs/{job_id}/rollback", headers=bob)
    assert r.status_code == 202, await r.get_json()
    assert (await _wait(client, bob, job_id))["status"] == "rolled_back"
    assert snapshot(root) == before


async def test_dedupe_scans_are_their_owners(client: Any, root: Path) -> None:
    admin = await register_and_login(client, "admin")
    bob = await register_and_login(client, "bob")
    make_tree(root, {"one/x.bin": b"same bytes" * 100, "two/x.bin": b"same bytes" * 100})
    r = await client.post("/api/v1/dedupe/scan", json={"path": str(root)}, headers=admin)
    job_id = (await r.get_json())["data"]["job_id"]
    assert (await _wait(client, admin, job_id))["status"] == "completed"
    await _refused(await client.post("/api/v1/dedupe/preview", json={"job_id": job_id}, headers=bob))
    await _refused(await client.post("/api/v1/dedupe/execute", json={"job_id": job_id}, headers=bob))
    assert (root / "one/x.bin").exists() and (root / "two/x.bin").exists()
    r = await client.post("/api/v1/dedupe/preview", json={"job_id": job_id}, headers=admin)
    assert r.status_code == 200 and len((await r.get_json())["data"]["groups"]) == 1
