"""The rules REST routes and the ``/ui/settings/organization`` page, through the real app."""

from __future__ import annotations

import asyncio
import hashlib
import os
import tomllib
from pathlib import Path
from typing import Any

import yaml

from tests.ui.test_pages_files import HTML, _csrf, web_login

SET = {"name": "downloads", "description": "sort downloads", "enabled": True, "rules": [
    {"name": "PDFs", "priority": 5, "match": "all", "conditions": [{"type": "extension", "value": "pdf"}],
     "action": {"type": "move", "destination": "Documents/{modified:%Y}"}},
    {"name": "Old", "priority": 1, "match": "all", "conditions": [{"type": "modified_before", "value": "3650d"}],
     "action": {"type": "trash"}},
]}


def _digest(root: Path) -> dict[str, str]:
    out = {}
    for path in sorted(root.rglob("*")):
        rel = str(path.relative_to(root))
        if rel.split("/")[0] == ".foldwise-trash":  # the journal's trash, not the user's tree
            continue
        out[rel] = hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else "dir"
    return out


async def _wait_job(client: Any, headers: dict[str, str], job_id: str) -> dict[str, Any]:
    for _ in range(500):
        job = (await (await client.get(f"/api/v1/organize/status/{job_id}", headers=headers)).get_json())["data"]
        if job["status"] not in ("pending", "in_progress"):
            return job
        await asyncio.sleep(0.02)
    raise AssertionError(f"job {job_id} did not finish: {job}")


async def test_crud_validate_preview_apply_and_undo_byte_for_byte(client: Any, admin_headers: dict[str, str],
                                                                  root: Path) -> None:
    h = admin_headers
    inbox = root / "inbox"
    inbox.mkdir()
    for i in range(5):
        (inbox / f"doc{i}.pdf").write_bytes(os.urandom(2000 + i))
    (inbox / "keep.txt").write_text("stays")
    old = inbox / "ancient.bin"
    old.write_bytes(b"old")
    os.utime(old, (1e8, 1e8))
    before = _digest(root)

    r = await client.post("/api/v1/rules/validate", json={**SET, "rules": [{"name": "x", "action": {"type": "move"}}]},
                          headers=h)
    body = (await r.get_json())["data"]
    assert body["valid"] is False and body["errors"][0]["loc"][:3] == ["rules", 0, "action"]
    assert "destination" in body["errors"][0]["msg"]
    assert (await (await client.post("/api/v1/rules/validate", json=SET, headers=h)).get_json())["data"]["valid"]

    r = await client.post("/api/v1/rules", json=SET, headers=h)
    assert r.status_code == 201, await r.get_json()
    assert (await client.post("/api/v1/rules", json=SET, headers=h)).status_code == 409
    bad = await client.post("/api/v1/rules", json={**SET, "name": "b", "rules": [
        {"name": "x", "conditions": [{"type": "size_greater", "value": "lots"}], "action": {"type": "trash"}}]}, headers=h)
    assert bad.status_code == 422 and (await bad.get_json())["error"] == "validation_error"
    listed = (await (await client.get("/api/v1/rules", headers=h)).get_json())["data"]
    assert [s["name"] for s in listed["rule_sets"]] == ["downloads"]

    r = await client.post("/api/v1/rules/downloads/preview", json={"path": str(inbox)}, headers=h)
    data = (await r.get_json())["data"]
    assert r.status_code == 200, data
    ops = data["plan"]["operations"]
    assert {op["action"] for op in ops} == {"move", "trash"} and len(ops) == 6
    assert {"id", "source", "destination", "action", "reason", "confidence", "fingerprint"} <= set(ops[0])
    assert data["plan"]["summary"]["rules"] == {"PDFs": 5, "Old": 1}
    assert _digest(root) == before  # preview changes nothing

    outside = await client.post("/api/v1/rules/downloads/preview", json={"path": "/etc"}, headers=h)
    assert outside.status_code == 403
    assert (await client.post("/api/v1/rules/nope/preview", json={"path": str(inbox)}, headers=h)).status_code == 404

    r = await client.post("/api/v1/rules/downloads/apply", json={"path": str(inbox)}, headers=h)
    assert r.status_code == 202, await r.get_json()
    job = await _wait_job(client, h, (await r.get_json())["data"]["id"])
    assert job["status"] == "completed", job
    assert job["result"]["done"] == 6 and job["result"]["transaction_id"]
    assert not old.exists() and not (inbox / "doc0.pdf").exists() and (inbox / "keep.txt").exists()
    history = (await (await client.get("/api/v1/history", headers=h)).get_json())["data"]["transactions"]
    assert history[0]["kind"] == "rules" and history[0]["op_count"] >= 6  # one transaction for the whole run

    r = await client.post("/api/v1/history/undo", json={"transaction_id": job["result"]["transaction_id"]}, headers=h)
    assert r.status_code == 200 and (await r.get_json())["data"]["complete"]
    assert _digest(root) == before  # rolled back byte for byte

    r = await client.put("/api/v1/rules/downloads", json={**SET, "enabled": False}, headers=h)
    assert r.status_code == 200 and (await r.get_json())["data"]["enabled"] is False
    assert (await client.delete("/api/v1/rules/downloads", headers=h)).status_code == 200
    assert (await client.get("/api/v1/rules/downloads", headers=h)).status_code == 404


async def test_catastrophic_regex_preview_answers_rule_timeout(client: Any, admin_headers: dict[str, str],
                                                               root: Path) -> None:
    (root / ("a" * 40 + "!")).write_bytes(b"x")
    evil = {"name": "evil", "rules": [{"name": "bad", "conditions": [{"type": "name_regex", "value": "(a|aa)+$"}],
                                        "action": {"type": "trash"}}]}
    assert (await client.post("/api/v1/rules", json=evil, headers=admin_headers)).status_code == 201
    r = await client.post("/api/v1/rules/evil/preview", json={"path": str(root)}, headers=admin_headers)
    body = await r.get_json()
    assert r.status_code == 422 and body["error"] == "rule_timeout", body
    assert "regular expression was stopped" in body["message"] and body["details"]["rule"] == "bad"
    assert (await client.get("/api/v1/health")).status_code == 200  # the service is still answering


async def test_import_export_yaml_and_toml_round_trip(client: Any, admin_headers: dict[str, str]) -> None:
    h = admin_headers
    r = await client.post("/api/v1/rules/import", json={"content": yaml.safe_dump(SET), "format": "yaml"}, headers=h)
    assert r.status_code == 201 and (await r.get_json())["data"]["imported"] == ["downloads"]
    r = await client.get("/api/v1/rules/downloads/export?format=toml", headers=h)
    assert r.status_code == 200 and r.headers["Content-Type"].startswith("application/toml")
    text = (await r.get_data()).decode()
    assert tomllib.loads(text)["rules"][0]["action"]["destination"] == "Documents/{modified:%Y}"
    again = await client.post("/api/v1/rules/import", json={"content": text}, headers=h)
    assert again.status_code == 409  # same name, no replace
    renamed = text.replace('name = "downloads"', 'name = "copy"')
    assert (await client.post("/api/v1/rules/import", json={"content": renamed}, headers=h)).status_code == 201
    r = await client.get("/api/v1/rules/copy/export?format=yaml", headers=h)
    exported = yaml.safe_load((await r.get_data()).decode())
    assert exported["rules"] == yaml.safe_load(yaml.safe_dump(SET))["rules"] or \
        [x["name"] for x in exported["rules"]] == ["PDFs", "Old"]
    broken = await client.post("/api/v1/rules/import", json={"content": "name: [unclosed"}, headers=h)
    assert broken.status_code == 422 and (await broken.get_json())["error"] == "validation_error"


async def test_viewer_reads_but_cannot_change(client: Any, admin_headers: dict[str, str]) -> None:
    from tests.conftest import register_and_login

    await client.post("/api/v1/rules", json=SET, headers=admin_headers)
    viewer = await register_and_login(client, "vic")
    from foldwise.kernel.auth.models import User

    await User.filter(username="vic").update(role="viewer")
    assert (await client.get("/api/v1/rules", headers=viewer)).status_code == 200
    assert (await client.delete("/api/v1/rules/downloads", headers=viewer)).status_code == 403
    assert (await client.get("/api/v1/rules")).status_code == 401


async def test_settings_page_validates_before_saving(client: Any) -> None:
    token = await web_login(client, "admin")
    page = await client.get("/ui/settings/organization", headers=HTML)
    html = (await page.get_data()).decode()
    assert page.status_code == 200 and 'id="methodology-select"' in html and 'id="new-content"' in html
    bad = "name: broken\nrules:\n  - name: x\n    action: {type: rename}\n"
    r = await client.post("/ui/settings/organization/validate", form={"content": bad, "csrf_token": token}, headers=HTML)
    html = (await r.get_data()).decode()
    assert r.status_code == 422 and "validation-errors" in html and "template" in html
    r = await client.post("/ui/settings/organization", form={"content": bad, "action": "save", "csrf_token": token},
                          headers=HTML)
    assert r.status_code == 422  # not stored
    assert (await client.post("/ui/settings/organization", form={"content": yaml.safe_dump(SET), "action": "save"},
                              headers=HTML)).status_code in (400, 403)  # no CSRF token
    r = await client.post("/ui/settings/organization/validate", form={"content": yaml.safe_dump(SET),
                                                                      "csrf_token": token}, headers=HTML)
    assert r.status_code == 200 and "validation-ok" in (await r.get_data()).decode()
    r = await client.post("/ui/settings/organization", form={"content": yaml.safe_dump(SET), "action": "save",
                                                             "csrf_token": token}, headers=HTML)
    assert r.status_code == 303
    html = (await (await client.get("/ui/settings/organization", headers=HTML)).get_data()).decode()
    assert 'id="set-downloads"' in html and "PDFs" in html
    r = await client.post("/ui/settings/organization", form={"methodology": "para", "action": "methodology",
                                                             "csrf_token": token}, headers=HTML)
    assert r.status_code == 303
    html = (await (await client.get("/ui/settings/organization", headers=HTML)).get_data()).decode()
    assert '<option value="para" selected' in html


async def test_the_same_rule_set_created_twice_at_once_is_one_created_and_one_conflict(
        client: Any, admin_headers: dict[str, str]) -> None:
    """Two requests creating the same name at the same moment: one is created, the other answers 409 (the
    database's unique name, not a 500 from the race between the check and the insert)."""
    body = {**SET, "name": "raced"}
    answers = await asyncio.gather(*(client.post("/api/v1/rules", json=body, headers=admin_headers)
                                     for _ in range(6)))
    codes = sorted(r.status_code for r in answers)
    assert codes.count(201) + codes.count(200) == 1 and codes.count(409) == 5, codes
