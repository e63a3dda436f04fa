"""``/ui/organize`` pages in-process: plan, report, execute, status + SSE, discard, roll back, stats, roles."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from ui.test_pages_files import HTML, _html, web_login

MESSY = {
    "IMG_2041.jpg": b"\xff\xd8\xff\xe0 jpeg bytes",
    "holiday.png": b"\x89PNG\r\n\x1a\n png bytes",
    "invoice-2023.pdf": b"%PDF-1.4 invoice",
    "notes.txt": b"remember the milk\n",
    "song.mp3": b"ID3 mp3 bytes",
    "budget.xlsx": b"PK spreadsheet",
}


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (relative path -> bytes)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def messy(root: Path) -> Path:
    folder = root / "Messy"
    folder.mkdir()
    for name, data in MESSY.items():
        (folder / name).write_bytes(data)
    return folder


async def _scan(client: Any, token: str, folder: Path, methodology: str = "default") -> str:
    response = await client.post("/ui/organize/scan", form={"path": str(folder), "methodology": methodology,
                                                            "csrf_token": token})
    assert response.status_code == 303, (await response.get_data())[:300]
    match = re.fullmatch(r"/ui/organize/report/([\w-]+)", response.headers["Location"])
    assert match, response.headers["Location"]
    return match.group(1)


async def test_pages_need_sign_in(client) -> None:
    for url in ("/ui/organize", "/ui/organize/report/x", "/ui/organize/jobs/x/status", "/ui/organize/stats",
                "/ui/organize/history", "/ui/organize/jobs/x/events"):
        response = await client.get(url, headers=HTML)
        assert response.status_code == 302 and "/ui/profile/login?next=" in response.headers["Location"], url
    posted = await client.post("/ui/organize/scan", form={"path": "/"})
    assert posted.status_code == 303 and posted.headers["Location"].startswith("/ui/profile/login")


async def test_form_lists_methodologies_and_menu(client, messy: Path) -> None:
    await web_login(client, "admin")
    html = await _html(client, "/ui/organize")
    assert 'action="/ui/organize/scan"' in html and 'name="csrf_token"' in html
    for value in ("default", "para", "johnny_decimal"):
        assert f'name="methodology" value="{value}"' in html
    assert f'<option value="{messy}">' in html  # the folder suggestions
    assert 'name="path" id="organize-path" value=""' in html  # starts empty: never the root by default
    assert f'<option value="{messy.parent}">' not in html  # the root itself is never offered
    assert 'href="/ui/organize" aria-current="page">Organize</a>' in html
    assert 'href="/ui/organize/history">History</a>' in html and 'href="/ui/files">Files</a>' in html
    assert "No organize jobs yet." in html


async def test_scan_needs_csrf_and_previews_without_changes(client, messy: Path) -> None:
    token = await web_login(client, "admin")
    before = snapshot(messy)
    refused = await client.post("/ui/organize/scan", form={"path": str(messy), "methodology": "para"})
    assert refused.status_code == 403
    job_id = await _scan(client, token, messy, "para")
    html = await _html(client, f"/ui/organize/report/{job_id}")
    assert snapshot(messy) == before  # a preview changes nothing
    rows = re.findall(r'<tr class="fw-op-(\w+)[^"]*" data-op', html)
    # notes.txt ("remember the milk") says nothing about its subject: PARA leaves it in place, listed
    assert rows.count("move") + rows.count("rename") == len(MESSY) - 1
    assert "new folder</small>" in html  # folders the plan creates are marked on their group
    assert "left in place" in html and "notes.txt</code>: confidence" in html
    assert "notes.txt" in html and any(top in html for top in ("Projects/", "Areas/", "Resources/", "Archive/"))
    assert 'action="/ui/organize/execute"' in html and 'action="/ui/organize/plan/clear"' in html
    assert 'action="/ui/organize/jobs/' not in html  # no rollback for a pending job
    assert ">pending</mark>" in html
    # filter by action
    only_moves = await _html(client, f"/ui/organize/report/{job_id}?action=move")
    assert set(re.findall(r'<tr class="fw-op-(\w+)[^"]*" data-op', only_moves)) == {"move"}
    # the job is listed on the index page
    index = await _html(client, "/ui/organize")
    assert f'href="/ui/organize/report/{job_id}"' in index


async def test_scan_errors_rerender_the_form(client, messy: Path, tmp_path: Path) -> None:
    token = await web_login(client, "admin")
    outside = await client.post("/ui/organize/scan", form={"path": str(tmp_path), "csrf_token": token})
    html = (await outside.get_data()).decode()
    assert outside.status_code == 403 and 'role="alert"' in html and str(tmp_path) in html  # their own input
    missing = await client.post("/ui/organize/scan", form={"path": str(messy / "nope"), "csrf_token": token})
    assert missing.status_code == 404
    unknown = await client.post("/ui/organize/scan", form={"path": str(messy), "methodology": "dewey",
                                                            "csrf_token": token})
    assert unknown.status_code == 422 and 'role="alert"' in (await unknown.get_data()).decode()
    assert (await _html(client, "/ui/organize/report/no-such-job", 404)).count("<h1>404</h1>") == 1


async def test_execute_status_events_and_rollback(app, client, messy: Path) -> None:
    kernel = app.app.kernel
    token = await web_login(client, "admin")
    before = snapshot(messy)
    job_id = await _scan(client, token, messy)
    refused = await client.post("/ui/organize/execute", form={"job_id": job_id})
    assert refused.status_code == 403
    asked = await client.post("/ui/organize/execute", form={"job_id": job_id, "csrf_token": token})
    assert asked.status_code == 200 and 'id="confirm-execute"' in (await asked.get_data()).decode()
    assert snapshot(messy) == before  # the confirmation page changes nothing
    response = await client.post("/ui/organize/execute", form={"job_id": job_id, "csrf_token": token,
                                                               "confirm": "1"})
    assert response.status_code == 303 and response.headers["Location"] == f"/ui/organize/jobs/{job_id}/status"
    job = await kernel.jobs.wait(job_id, timeout=20)
    assert job.status == "completed" and job.progress == 100
    after = snapshot(messy)
    assert after != before and sorted(after.values()) == sorted(before.values())  # moved, same bytes
    status = await _html(client, f"/ui/organize/jobs/{job_id}/status")
    assert 'value="100"' in status and ">100%<" in status and ">completed</mark>" in status
    assert "sse-connect" not in status and 'http-equiv="refresh"' not in status  # finished: nothing live
    assert f'action="/ui/organize/jobs/{job_id}/rollback"' in status
    fragment = await _html(client, f"/ui/organize/jobs/{job_id}/status?fragment=1")
    assert fragment.lstrip().startswith('<article id="job-panel"')
    # the event stream of a finished job: its state, then job_done, then it ends
    events = await client.get(f"/ui/organize/jobs/{job_id}/events")
    assert events.headers["Content-Type"].startswith("text/event-stream")
    body = (await events.get_data()).decode()
    assert re.findall(r"^event: (\w+)$", body, re.M) == ["job_state", "job_done"]
    # executing twice is refused with a message on the report page
    again = await client.post("/ui/organize/execute", form={"job_id": job_id, "csrf_token": token,
                                                            "confirm": "1"})
    assert again.status_code == 303 and again.headers["Location"] == f"/ui/organize/report/{job_id}"
    assert "The plan was not executed" in await _html(client, again.headers["Location"])
    # roll back from the report page
    report = await _html(client, f"/ui/organize/report/{job_id}")
    assert f'action="/ui/organize/jobs/{job_id}/rollback"' in report
    rolled = await client.post(f"/ui/organize/jobs/{job_id}/rollback", form={"csrf_token": token, "confirm": "1"})
    assert rolled.status_code == 303 and rolled.headers["Location"].endswith(f"/jobs/{job_id}/status")
    assert (await kernel.jobs.wait(job_id, timeout=20)).status == "rolled_back"
    assert snapshot(messy) == before
    assert ">rolled back</mark>" in await _html(client, f"/ui/organize/jobs/{job_id}/status")
    stats = await _html(client, "/ui/organize/stats")
    assert re.search(r'<div class="fw-stat-rolled_back"><span>1</span>', stats)
    assert '<span id="files-organized">0</span>' in stats  # rolled back jobs do not count


async def test_live_events_of_a_running_job(app, messy: Path) -> None:
    from foldwise.plugins.organize.pages import job_events
    from foldwise.plugins.organize.service import OrganizeService

    kernel = app.app.kernel
    job, _plan = await kernel.service(OrganizeService).create_job(str(messy), "default")
    stream = job_events(kernel, job.id, poll=0.2)
    first = await stream.__anext__()
    assert first["type"] == "job_state" and first["data"]["status"] == "pending"
    await kernel.service(OrganizeService).execute(job.id)
    kinds = []
    async for message in stream:
        kinds.append(message["type"])
        if len(kinds) > 50:
            break
    assert kinds[-1] == "job_done" and "organize_complete" in kinds
    assert (await kernel.jobs.get(job.id)).status == "completed"


async def test_discard_cancels_the_pending_job(app, client, messy: Path) -> None:
    token = await web_login(client, "admin")
    job_id = await _scan(client, token, messy)
    response = await client.post("/ui/organize/plan/clear", form={"job_id": job_id, "csrf_token": token})
    assert response.status_code == 303 and response.headers["Location"] == "/ui/organize"
    assert "Plan discarded" in await _html(client, "/ui/organize")
    assert (await app.app.kernel.jobs.get(job_id)).status == "cancelled"
    report = await _html(client, f"/ui/organize/report/{job_id}")
    assert 'action="/ui/organize/execute"' not in report and ">cancelled</mark>" in report
    missing = await client.post("/ui/organize/plan/clear", form={"job_id": "nope", "csrf_token": token},
                                headers=HTML)
    assert missing.status_code == 404


async def test_viewer_sees_jobs_but_not_plans_and_cannot_act(app, client, messy: Path) -> None:
    token = await web_login(client, "admin")
    job_id = await _scan(client, token, messy)
    await client.post("/ui/profile/logout", form={"csrf_token": token})
    token = await web_login(client, "vera", role="viewer")
    index = await _html(client, "/ui/organize")
    assert 'action="/ui/organize/scan"' not in index
    assert f"/ui/organize/jobs/{job_id}/status" in index and f"/ui/organize/report/{job_id}" not in index
    report = await _html(client, f"/ui/organize/report/{job_id}", status=403)
    assert "notes.txt" not in report
    status = await _html(client, f"/ui/organize/jobs/{job_id}/status")
    assert "View the plan" not in status and 'action="/ui/organize/' not in status
    for url, form in (("/ui/organize/execute", {"job_id": job_id}), ("/ui/organize/scan", {"path": str(messy)}),
                      ("/ui/organize/plan/clear", {"job_id": job_id}),
                      (f"/ui/organize/jobs/{job_id}/cancel", {}), (f"/ui/organize/jobs/{job_id}/rollback", {})):
        response = await client.post(url, form={**form, "csrf_token": token}, headers=HTML)
        assert response.status_code == 403, url
        assert "<h1>403</h1>" in (await response.get_data()).decode()
    assert (await app.app.kernel.jobs.get(job_id)).status == "pending"


async def test_members_act_only_on_their_own_jobs(app, client, messy: Path) -> None:
    token = await web_login(client, "admin")
    admins = await _scan(client, token, messy)
    await client.post("/ui/profile/logout", form={"csrf_token": token})
    token = await web_login(client, "bob")
    await _html(client, f"/ui/organize/report/{admins}", status=403)
    for url, form in (("/ui/organize/execute", {"job_id": admins}), ("/ui/organize/plan/clear", {"job_id": admins}),
                      (f"/ui/organize/jobs/{admins}/cancel", {}), (f"/ui/organize/jobs/{admins}/rollback", {})):
        response = await client.post(url, form={**form, "csrf_token": token}, headers=HTML)
        assert response.status_code == 403 and "<h1>403</h1>" in (await response.get_data()).decode(), url
    assert (await app.app.kernel.jobs.get(admins)).status == "pending"
    bobs = await _scan(client, token, messy)
    report = await _html(client, f"/ui/organize/report/{bobs}")
    assert 'action="/ui/organize/execute"' in report
    index = await _html(client, "/ui/organize")
    assert f"/ui/organize/report/{bobs}" in index and f"/ui/organize/report/{admins}" not in index


async def test_web_scans_count_against_the_organization_limit(home: Path, root: Path) -> None:
    from conftest import make_settings
    from foldwise.kernel.app import create_app
    from waiting import freeze_rate_limits

    folder = root / "Few"
    folder.mkdir()
    (folder / "a.txt").write_text("a")
    app = create_app(make_settings(home, [root], rate_limits={"organization": 2}))
    async with app.test_app() as test_app:
        freeze_rate_limits(test_app)  # the three scans share one window
        client = test_app.test_client()
        token = await web_login(client, "admin")
        for _ in range(2):
            await _scan(client, token, folder)
        limited = await client.post("/ui/organize/scan", form={"path": str(folder), "csrf_token": token})
        html = (await limited.get_data()).decode()
        assert limited.status_code == 429 and 'role="alert"' in html and "organization limit" in html


async def test_a_name_that_is_not_utf8_is_shown_on_the_report_page_without_an_error(client, messy: Path) -> None:
    """A file whose name is not UTF-8 appears on the report, left in place with its reason; the page renders."""
    import os

    with open(os.path.join(os.fsencode(messy), b"caf\xe9 menu.txt"), "wb") as fh:
        fh.write(b"menu")
    token = await web_login(client, "admin")
    job_id = await _scan(client, token, messy)
    response = await client.get(f"/ui/organize/report/{job_id}")
    assert response.status_code == 200
    html = (await response.get_data()).decode("utf-8")
    assert "not valid UTF-8" in html
