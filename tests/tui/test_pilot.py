"""The terminal UI driven by key presses alone (Textual's pilot) on a real data home and real files."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import PASSWORD, LiveServer
from foldwise.tui.app import FoldwiseApp
from foldwise.tui.screens.base import ConfirmScreen, HelpScreen

SIZE = (120, 40)


def _tree(root: Path) -> set[str]:
    """Every file under ``root`` (relative), foldwise's own folders left out."""
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()
            and not any(part.startswith(".") for part in p.relative_to(root).parts)}


def _messy(root: Path) -> set[str]:
    files = {"report.pdf": "quarterly report", "holiday.jpg": "\xff\xd8 jpeg bytes", "notes.txt": "same words",
             "notes copy.txt": "same words", "song.mp3": "ID3 audio", "budget.csv": "a,b\n1,2\n"}
    for name, text in files.items():
        (root / name).write_text(text)
    return set(files)


async def _settle(pilot: Any) -> None:
    """Let the key's handlers run and every worker they started finish."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def _status(app: FoldwiseApp) -> str:
    return str(app.screen.query_one("#status").render())


async def test_organize_resolve_duplicates_and_undo_both_from_keys(backend: Any, tui_root: Path) -> None:
    await _organize_dedupe_undo(backend, tui_root)


async def _organize_dedupe_undo(backend: Any, tui_root: Path) -> None:
    """Organize the messy root, resolve its duplicate pair keeping the second copy, undo both: keys only."""
    before = _messy(tui_root)
    assert _tree(tui_root) == before
    app = FoldwiseApp(backend)
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        assert app.roots == [str(tui_root)]
        # organize: plan the root (the folder field starts on it), apply, watch the bar reach 100
        await pilot.press("2", "p")
        await _settle(pilot)
        assert "plan of" in _status(app)
        assert app.screen.query_one("#plan").row_count >= len(before)
        assert _tree(tui_root) == before  # a plan changes nothing
        await pilot.press("a")
        await _settle(pilot)
        assert app.screen.job["status"] == "completed", _status(app)
        assert app.screen.query_one("#progress").percentage == 1.0
        organized = _tree(tui_root)
        assert organized != before and not (organized & before)  # every file moved into a folder
        assert {os.path.basename(p) for p in organized} == before  # nothing lost
        notes = sorted(p for p in organized if os.path.basename(p) in ("notes.txt", "notes copy.txt"))

        # dedupe: scan, keep the second copy of the group, resolve after a yes
        await pilot.press("3", "s")
        await _settle(pilot)
        screen = app.screen
        assert len(screen.preview["groups"]) == 1, _status(app)
        assert {p for _h, p in screen.rows} == {str(tui_root / p) for p in notes}
        kept = screen.rows[1][1]
        await pilot.press("down", "k")
        await _settle(pilot)
        assert screen.keep[screen.rows[0][0]] == kept
        await pilot.press("x")
        await _settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await _settle(pilot)
        after_dedupe = _tree(tui_root)
        gone = {p for p in notes if str(tui_root / p) != kept}
        assert after_dedupe == organized - gone and Path(kept).exists()
        assert "resolved 1 groups" in _status(app)

        # history: the dedupe is the newest change; undo it, then the organize below it
        await pilot.press("5")
        await _settle(pilot)
        history = app.screen
        assert [row["kind"] for row in history.rows[:2]] == ["dedupe", "organize"], history.rows
        await pilot.press("u")
        await _settle(pilot)
        assert _tree(tui_root) == organized
        await pilot.press("down", "u")
        await _settle(pilot)
        assert _tree(tui_root) == before
        assert [row["effective"] for row in history.rows[:2]] == ["undone", "undone"]
        for name in before:  # the contents came back too
            assert (tui_root / name).exists()
        assert (tui_root / "report.pdf").read_text() == "quarterly report"


async def test_help_screen_lists_every_screen_and_the_keys_of_the_current_one(backend: Any) -> None:
    app = FoldwiseApp(backend)
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        await pilot.press("2", "question_mark")
        await _settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        text = app.screen.text
        for name in ("files", "organize", "dedupe", "search", "history", "jobs", "copilot", "models", "update"):
            assert f"  {name}" in text
        assert "On Organize:" in text and "Apply" in text and "Roll back" in text
        await pilot.press("escape")
        await _settle(pilot)
        assert type(app.screen).__name__ == "OrganizeScreen"
        await pilot.press("6")  # the number keys switch screens
        await _settle(pilot)
        assert type(app.screen).__name__ == "JobsScreen"


async def test_search_finds_files_by_name_and_content(backend: Any, tui_root: Path) -> None:
    (tui_root / "taxes").mkdir()
    (tui_root / "taxes" / "return-2023.txt").write_text("income tax return for 2023")
    (tui_root / "shopping.txt").write_text("milk and eggs")
    app = FoldwiseApp(backend)
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        await pilot.press("4")
        await _settle(pilot)
        await pilot.press(*"income", "enter")  # the query field has the focus
        await _settle(pilot)
        table = app.screen.query_one("#results")
        assert table.row_count == 1 and table.get_row_at(0)[0] == "return-2023.txt", _status(app)
        assert "1 results" in _status(app)
        await pilot.press("slash", "ctrl+a", *"nothing-matches-this", "enter")
        await _settle(pilot)
        assert table.row_count == 0


async def test_jobs_screen_lists_the_organize_job_and_rolls_it_back(backend: Any, tui_root: Path) -> None:
    before = _messy(tui_root)
    app = FoldwiseApp(backend)
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        await pilot.press("2", "p")
        await _settle(pilot)
        await pilot.press("a")
        await _settle(pilot)
        job_id = app.screen.job["id"]
        assert not (_tree(tui_root) & before)
        await pilot.press("6")
        await _settle(pilot)
        jobs = app.screen
        assert jobs.rows[0]["id"] == job_id and jobs.rows[0]["status"] == "completed"
        assert str(jobs.query_one("#jobs").get_row_at(0)[2]) == "completed"
        await pilot.press("b")
        await _settle(pilot)
        for _ in range(100):  # the rollback is a job of its own: the screen refreshes until it ends
            if jobs.rows and jobs.rows[0]["status"] in ("rolled_back", "failed"):
                break
            await pilot.pause(0.1)
            await _settle(pilot)
        assert jobs.rows[0]["status"] == "rolled_back", jobs.rows[0]
        assert _tree(tui_root) == before
        await pilot.press("c")  # cancelling a finished job is refused in the status line, nothing breaks
        await _settle(pilot)
        assert "invalid_job_transition" in _status(app) or "conflict" in _status(app), _status(app)


async def test_files_screen_browses_previews_and_edits_tags(backend: Any, tui_root: Path) -> None:
    (tui_root / "docs").mkdir()
    (tui_root / "docs" / "letter.txt").write_text("Dear reader,\nhello.")
    app = FoldwiseApp(backend)
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        files = app.screen
        assert [e["name"] for e in files.entries] == ["docs"]
        await pilot.press("enter")  # into docs/
        await _settle(pilot)
        assert files.cwd == str(tui_root / "docs") and [e["name"] for e in files.entries] == ["letter.txt"]
        await pilot.press("enter")
        await _settle(pilot)
        assert "Dear reader," in str(files.query_one("#preview").render())
        await pilot.press("t", *"work, Letters", "enter")
        await _settle(pilot)
        assert backend.tags(str(tui_root / "docs" / "letter.txt")) == ["letters", "work"]
        assert "letters, work" in str(files.query_one("#entries").get_row_at(0)[3])
        await pilot.press("backspace")
        await _settle(pilot)
        assert files.cwd == str(tui_root)


async def test_copilot_changes_nothing_without_a_yes(backend: Any, tui_root: Path) -> None:
    before = _messy(tui_root)
    (tui_root / "tax-return-2023.txt").write_text("income tax")
    before.add("tax-return-2023.txt")
    app = FoldwiseApp(backend)
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        await pilot.press("7")
        await _settle(pilot)
        await pilot.press(*"find my tax documents from 2023", "enter")
        await _settle(pilot)
        chat = "".join(str(line.text) for line in app.screen.query_one("#chat").lines)  # long lines wrap
        assert f"1 results  {tui_root / 'tax-return-2023.txt'}" in chat, chat
        await pilot.press(*"find PDFs", "enter")
        await _settle(pilot)
        chat = "".join(str(line.text) for line in app.screen.query_one("#chat").lines)
        assert f"1 results  {tui_root / 'report.pdf'}" in chat, chat
        await pilot.press(*"organize root", "enter")
        for _ in range(50):
            await pilot.pause(0.1)
            if isinstance(app.screen, ConfirmScreen):
                break
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await _settle(pilot)
        assert _tree(tui_root) == before
        chat = "\n".join(str(line.text) for line in app.screen.query_one("#chat").lines)
        assert "Nothing changed." in chat and "plan of" in chat
        await pilot.press(*"organize root", "enter")
        for _ in range(50):
            await pilot.pause(0.1)
            if isinstance(app.screen, ConfirmScreen):
                break
        await pilot.press("y")
        await _settle(pilot)
        assert not (_tree(tui_root) & before) and len(_tree(tui_root)) == len(before)
        await pilot.press(*"undo that", "enter")
        for _ in range(50):
            await pilot.pause(0.1)
            if isinstance(app.screen, ConfirmScreen):
                break
        await pilot.press("y")
        await _settle(pilot)
        assert _tree(tui_root) == before


def _api_key(server: LiveServer) -> str:
    base = f"{server.url}/api/v1"
    httpx.post(f"{base}/auth/register", json={"username": "admin", "password": PASSWORD, "email": "a@example.com"})
    token = httpx.post(f"{base}/auth/login", json={"username": "admin", "password": PASSWORD}).json()
    auth = {"Authorization": f"Bearer {token['data']['access_token']}"}
    return httpx.post(f"{base}/api-keys", json={"name": "tui"}, headers=auth).json()["data"]["key"]


async def test_the_same_keys_work_against_a_server(home: Path, root: Path) -> None:
    from foldwise.tui.backend import RemoteBackend, open_backend

    server = LiveServer(home, [root]).start()
    try:
        remote = open_backend(server.url, _api_key(server))
        assert isinstance(remote, RemoteBackend) and remote.where == server.url
        try:
            await _organize_dedupe_undo(remote, root)
        finally:
            remote.close()
    finally:
        server.stop()


async def test_a_lost_server_is_a_status_line_not_a_crash(home: Path, root: Path) -> None:
    from foldwise.tui.backend import open_backend

    server = LiveServer(home, [root]).start()
    remote = open_backend(server.url, _api_key(server))
    try:
        app = FoldwiseApp(remote)
        async with app.run_test(size=SIZE) as pilot:
            await _settle(pilot)
            server.stop()
            await pilot.press("6", "g")
            await _settle(pilot)
            assert _status(app).startswith("error: ConnectError"), _status(app)
            await pilot.press("2", "p")
            await _settle(pilot)
            assert _status(app).startswith("error: ConnectError") and app.is_running
    finally:
        server.stop()
        remote.close()


async def test_organize_screen_cancels_a_plan_and_rolls_back_an_applied_one(backend: Any, tui_root: Path) -> None:
    before = _messy(tui_root)
    app = FoldwiseApp(backend)
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        await pilot.press("2", "m", "m")  # configured -> default -> para
        await _settle(pilot)
        assert app.screen.methodology == "para"
        await pilot.press("p")
        await _settle(pilot)
        assert "para plan of" in _status(app), _status(app)
        await pilot.press("c")
        await _settle(pilot)
        assert _status(app).endswith(": cancelled"), _status(app)
        await pilot.press("a")  # a cancelled plan is not applied
        await _settle(pilot)
        assert "plan a folder first" in _status(app) and _tree(tui_root) == before
        await pilot.press("p", "a")
        await _settle(pilot)
        assert app.screen.job["status"] == "completed" and _tree(tui_root) != before  # PARA leaves some in place
        await pilot.press("r")
        await _settle(pilot)
        assert app.screen.job["status"] == "rolled_back", app.screen.job
        assert _tree(tui_root) == before


async def test_models_screen_lists_local_models_and_explains_they_are_not_selected(backend: Any) -> None:
    from foldwise.plugins.surfaces.models import local_models

    app = FoldwiseApp(backend)
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        await pilot.press("8")
        await _settle(pilot)
        models = app.screen
        assert [row["name"] for row in models.rows] == [m["name"] for m in local_models()]
        assert "no remote endpoint configured" in _status(app)
        await pilot.press("s")
        await _settle(pilot)
        assert f"{models.rows[0]['name']} is a local model" in _status(app)
