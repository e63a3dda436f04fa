"""One current plan per folder (REST, so the CLI and pages get the same rules): a newer plan or an execute
retires older pending plans (409 with the reason if one is run), stale plans expire, excluded rows stay put,
and an organize job undone from the history is rolled_back everywhere (redo: completed again)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from waiting import wait_for_job

from .helpers import make_tree, snapshot


async def _preview(client: Any, headers: dict[str, str], folder: Path) -> dict[str, Any]:
    r = await client.post("/api/v1/organize/preview", json={"path": str(folder), "methodology": "default"},
                          headers=headers)
    body = await r.get_json()
    assert r.status_code == 200, body
    return body["data"]


async def _status(client: Any, headers: dict[str, str], job_id: str) -> dict[str, Any]:
    return (await (await client.get(f"/api/v1/organize/status/{job_id}", headers=headers)).get_json())["data"]


async def test_a_newer_plan_retires_the_older_and_running_it_is_409(client: Any, admin_headers: dict[str, str],
                                                                   root: Path) -> None:
    make_tree(root, {"inbox/a.pdf": "a", "inbox/b.jpg": "b", "other/c.txt": "c"})
    before = snapshot(root)
    old = await _preview(client, admin_headers, root / "inbox")
    elsewhere = await _preview(client, admin_headers, root / "other")
    new = await _preview(client, admin_headers, root / "inbox")
    retired = await _status(client, admin_headers, old["job_id"])
    assert retired["status"] == "cancelled" and retired["result"]["retired_by"] == new["job_id"]
    assert (await _status(client, admin_headers, elsewhere["job_id"]))["status"] == "pending"  # another folder
    r = await client.post("/api/v1/organize/execute", json={"job_id": old["job_id"]}, headers=admin_headers)
    body = await r.get_json()
    assert r.status_code == 409 and body["error"] == "conflict" and body["details"]["reason"] == "retired"
    assert "newer plan for the same folder" in body["message"] and snapshot(root) == before

    # Executing the current plan retires every other pending plan of the folder too.
    third = await _preview(client, admin_headers, root / "inbox")
    r = await client.post("/api/v1/organize/execute", json={"job_id": new["job_id"]}, headers=admin_headers)
    assert r.status_code == 409  # it was retired by the third plan
    r = await client.post("/api/v1/organize/execute", json={"job_id": third["job_id"]}, headers=admin_headers)
    assert r.status_code == 202
    assert (await wait_for_job(client, admin_headers, f"/api/v1/organize/status/{third['job_id']}"))["status"] \
        == "completed"


async def test_stale_plans_expire_and_recent_jobs_hide_what_changed_nothing(app: Any, client: Any,
                                                                          admin_headers: dict[str, str],
                                                                          root: Path) -> None:
    from foldwise.kernel.jobs.models import Job
    from foldwise.plugins.organize.service import OrganizeService

    make_tree(root, {"inbox/a.pdf": "a", "docs/b.txt": "b"})
    plan = await _preview(client, admin_headers, root / "inbox")
    current = await _preview(client, admin_headers, root / "docs")
    await Job.filter(id=plan["job_id"]).update(created_at=datetime.now(timezone.utc) - timedelta(hours=25))
    r = await client.post("/api/v1/organize/execute", json={"job_id": plan["job_id"]}, headers=admin_headers)
    body = await r.get_json()
    assert r.status_code == 409 and body["details"]["reason"] == "expired" and "expired" in body["message"]
    recent = [job.id for job in await app.app.kernel.service(OrganizeService).recent_jobs(10)]
    assert current["job_id"] in recent and plan["job_id"] not in recent


async def test_excluded_rows_stay_and_history_undo_rolls_the_job_back(client: Any, admin_headers: dict[str, str],
                                                                      root: Path) -> None:
    make_tree(root, {"inbox/a.pdf": "a", "inbox/b.jpg": "b", "inbox/c.txt": "c"})
    before = snapshot(root)
    data = await _preview(client, admin_headers, root / "inbox")
    ops = {Path(op["source"]).name: op["id"] for op in data["plan"]["operations"] if op["action"] == "move"}
    r = await client.post("/api/v1/organize/execute", json={"job_id": data["job_id"], "exclude": [ops["b.jpg"]]},
                          headers=admin_headers)
    assert r.status_code == 202, await r.get_json()
    job = await wait_for_job(client, admin_headers, f"/api/v1/organize/status/{data['job_id']}")
    assert job["status"] == "completed" and job["result"]["moved"] == 2
    assert (root / "inbox" / "b.jpg").exists() and not (root / "inbox" / "a.pdf").exists()

    history = (await (await client.get("/api/v1/history", headers=admin_headers)).get_json())["data"]
    txn = next(t for t in history["transactions"] if t["job_id"] == data["job_id"])
    r = await client.post("/api/v1/history/undo", json={"transaction_id": txn["id"]}, headers=admin_headers)
    assert r.status_code == 200, await r.get_json()
    assert snapshot(root) == before
    assert (await _status(client, admin_headers, data["job_id"]))["status"] == "rolled_back"
    r = await client.post("/api/v1/history/redo", json={"transaction_id": txn["id"]}, headers=admin_headers)
    assert r.status_code == 200, await r.get_json()
    assert (await _status(client, admin_headers, data["job_id"]))["status"] == "completed"
    assert not (root / "inbox" / "a.pdf").exists() and (root / "inbox" / "b.jpg").exists()
