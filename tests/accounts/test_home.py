"""The home page /ui/: folders with their sizes, recent jobs, duplicates found (each from its plugin)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conftest import register_and_login
from waiting import wait_for_job

from .web import HTML, web_login


async def test_home_shows_roots_jobs_and_duplicates(app: Any, client: Any, root: Path) -> None:
    (root / "a.txt").write_text("same content")
    (root / "b.txt").write_text("same content")
    admin = await register_and_login(client, "admin")
    await register_and_login(client, "bob")
    await web_login(client, "bob")
    html = await (await client.get("/ui/", headers=HTML)).get_data(as_text=True)
    assert str(root) in html and 'id="roots-sizes"' in html and "free" in html
    assert "No jobs yet" in html and "No duplicate scan yet" in html

    scan = await client.post("/api/v1/dedupe/scan", json={"path": str(root)}, headers=admin)
    job_id = (await scan.get_json())["data"]["job_id"]
    await wait_for_job(client, admin, f"/api/v1/organize/status/{job_id}")
    # bob sees neither the admin's job nor its scan
    html = await (await client.get("/ui/", headers=HTML)).get_data(as_text=True)
    assert "No jobs yet" in html and "No duplicate scan yet" in html
    admin_browser = app.test_client()
    await web_login(admin_browser, "admin")
    html = await (await admin_browser.get("/ui/", headers=HTML)).get_data(as_text=True)
    assert f"/ui/organize/jobs/{job_id}/status" in html
    assert 'id="duplicates-found">1 group of duplicates' in html
