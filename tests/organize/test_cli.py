"""``foldwise organize`` and ``foldwise jobs`` as real processes (local mode and --server mode)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import httpx

from conftest import PASSWORD, LiveServer

from .helpers import make_tree, snapshot


def _run(args: list[str], home: Path, root: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    environ.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root), **env})
    return subprocess.run([sys.executable, "-m", "foldwise", *args], capture_output=True, text=True,
                          env=environ, timeout=120)


def test_organize_preview_apply_and_jobs_locally(home: Path, root: Path) -> None:
    make_tree(root, {"in/a.txt": "a", "in/b.jpg": "b"}, mtime=1_620_000_000)
    before = snapshot(root)
    out = _run(["organize", str(root / "in"), "--json"], home, root)
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    # a local preview records no job (docs/cli.md): "job" is null and nothing is listed by `jobs`
    assert doc["job"] is None and doc["plan"]["summary"]["move"] == 2
    assert {os.path.relpath(o["destination"], root / "in") for o in doc["plan"]["operations"]
            if o["action"] == "move"} == {"Documents/2021/a.txt", "Images/2021/b.jpg"}
    assert snapshot(root) == before

    table = _run(["organize", str(root / "in"), "--methodology", "para"], home, root)
    assert table.returncode == 0 and "para plan" in table.stdout and "Resources" in table.stdout
    assert "preview (no job recorded)" in table.stdout and "apply with: foldwise organize" in table.stdout
    assert json.loads(_run(["jobs", "--json"], home, root).stdout)["jobs"] == []
    # a.txt says nothing about itself: it stays, and the table lists it with its reason
    assert "left in place: 1" in table.stdout and "a.txt: confidence 0.30" in table.stdout

    applied = _run(["organize", str(root / "in"), "--apply", "--json"], home, root)
    assert applied.returncode == 0, applied.stderr
    job = json.loads(applied.stdout)["job"]
    assert job["status"] == "completed" and job["result"]["moved"] == 2
    assert (root / "in/Images/2021/b.jpg").read_text() == "b"
    assert "\x1b[" not in applied.stdout  # no progress bar when piped

    jobs = _run(["jobs", "--json", "--status", "completed"], home, root)
    assert jobs.returncode == 0 and [j["id"] for j in json.loads(jobs.stdout)["jobs"]] == [job["id"]]
    assert json.loads(_run(["jobs", "--json"], home, root).stdout)["jobs"][0]["id"] == job["id"]


def test_cli_exit_codes(home: Path, root: Path, tmp_path: Path) -> None:
    make_tree(root, {"a.txt": "a"})
    bad = _run(["organize", str(root), "--methodology", "gtd"], home, root)
    assert bad.returncode == 2 and "unknown methodology" in bad.stderr and "Traceback" not in bad.stderr
    outside = _run(["organize", str(tmp_path)], home, root)
    assert outside.returncode == 2 and "outside" in outside.stderr
    assert _run(["jobs", "--status", "nope"], home, root).returncode == 2


#: Modules only a remote call, a webhook delivery or an update check needs: a local command never loads them.
NOT_FOR_LOCAL = ("httpx", "cryptography", "rich.progress")
#: Not in ``organize --apply`` nor ``undo`` either: typer (both are click commands) and the release reader of the
#: ``[updates]`` schema (``packaging``); nor, in ``undo``, the analysis engine ([analysis] schema) and the organize
#: job's executor (registered by name).
NOT_FOR_APPLY = ("typer", "packaging", "foldwise.plugins.surfaces.releases")
NOT_FOR_UNDO = (*NOT_FOR_APPLY, "foldwise.plugins.analysis.engine", "foldwise.plugins.organize.executor")


def test_local_apply_and_undo_load_no_http_or_crypto_stack(home: Path, root: Path) -> None:
    """``organize --apply`` and ``undo`` as new processes: the journal, the database and the plan, nothing of the
    web stack, the broker, HTTP clients (httpx pulls rich and pygments) or cryptography (issue 7: command start-up)."""
    from cli_probe import HEAVY, run_cli

    make_tree(root, {"a.txt": "a", "b.png": "b", "c.pdf": "c"}, mtime=1_620_000_000)
    before = snapshot(root)
    heavy = (*HEAVY, *NOT_FOR_LOCAL, *NOT_FOR_UNDO)
    applied, loaded = run_cli(["organize", str(root), "--apply", "--json"], home, root, heavy=heavy)
    assert applied.returncode == 0, applied.stderr
    assert json.loads(applied.stdout)["job"]["result"]["moved"] == 3 and snapshot(root) != before
    assert not {"quart", "hypercorn", "taskiq", "aiohttp", *NOT_FOR_LOCAL, *NOT_FOR_APPLY} & set(loaded), loaded
    assert {"tortoise", "foldwise.plugins.organize.executor"} <= set(loaded), loaded  # the probe sees modules
    undone, loaded = run_cli(["undo", "--json"], home, root, heavy=heavy)
    assert undone.returncode == 0, undone.stderr
    assert json.loads(undone.stdout)["complete"] is True and snapshot(root) == before
    assert not {"quart", "hypercorn", "taskiq", "aiohttp", *NOT_FOR_LOCAL, *NOT_FOR_UNDO} & set(loaded), loaded


def test_organize_remote(home: Path, root: Path) -> None:
    make_tree(root, {"a.txt": "a", "b.png": "b"}, mtime=1_620_000_000)
    server = LiveServer(home, [root]).start()
    try:
        http = httpx.Client(base_url=server.url)
        http.post("/api/v1/auth/register", json={"username": "admin", "password": PASSWORD,
                                                 "email": "a@example.com"})
        token = http.post("/api/v1/auth/login", json={"username": "admin", "password": PASSWORD}).json()
        key = http.post("/api/v1/api-keys", json={"name": "cli"},
                        headers={"Authorization": f"Bearer {token['data']['access_token']}"}).json()["data"]["key"]
        remote = ["--server", server.url, "--api-key", key]
        out = _run([*remote, "organize", str(root), "--apply", "--json"], home / "other", root)
        assert out.returncode == 0, out.stderr
        job = json.loads(out.stdout)["job"]
        assert job["status"] == "completed" and job["result"]["moved"] == 2
        assert (root / "Images/2021/b.png").read_text() == "b"
        listed = _run([*remote, "jobs", "--json"], home / "other", root)
        assert json.loads(listed.stdout)["jobs"][0]["id"] == job["id"]
        bad = _run([*remote, "organize", str(root), "-m", "nope"], home / "other", root)
        assert bad.returncode == 2 and "unknown methodology" in bad.stderr
    finally:
        server.stop()


async def test_preview_json_streams_the_rest_plan_without_the_web_stack_or_broker(home: Path, root: Path) -> None:
    from cli_probe import HEAVY, run_cli
    from conftest import make_settings, register_and_login

    from foldwise.kernel.app import create_app

    files = {f"in/f{i:03d}.{ext}": str(i) for i, ext in enumerate(["txt", "jpg", "pdf", "mp3", "zip"] * 9)}
    make_tree(root, {**files, "in/Documents/2021/f000.txt": "clash"}, mtime=1_620_000_000)
    done, loaded = run_cli(["organize", str(root / "in"), "--json"], home, root, heavy=(*HEAVY, *NOT_FOR_LOCAL))
    assert done.returncode == 0, done.stderr
    assert not {"quart", "hypercorn", "taskiq", "aiohttp", "pptx", "docx", *NOT_FOR_LOCAL} & set(loaded), loaded
    doc = json.loads(done.stdout)
    # A preview: no kernel (no ORM), no job recorded.
    assert "tortoise" not in loaded, loaded
    # One-shot: the search plugin's background build of the whole index is not started (nor its database).
    assert not (home / "search.db").exists() or _indexed(home) == 0

    app = create_app(make_settings(home, [root]))
    async with app.test_app() as test_app:
        client = test_app.test_client()
        headers = await register_and_login(client, "admin")
        listed = (await (await client.get("/api/v1/organize/jobs", headers=headers)).get_json())["data"]
        assert listed["jobs"] == []  # the CLI's preview recorded none
        job = (await (await client.post("/api/v1/organize/scan", headers=headers,
                                        json={"path": str(root / "in"), "dry_run": True})).get_json())["data"]
        plan = (await (await client.get(f"/api/v1/organize/jobs/{job['id']}/plan", headers=headers,
                                        query_string={"page_size": 1000})).get_json())["data"]["plan"]
    assert doc["plan"]["summary"] == plan["summary"]
    assert doc["plan"]["operations"] == plan["operations"] and len(plan["operations"]) > 46
    assert doc["job"] is None

    limited, _ = run_cli(["organize", str(root / "in"), "--json", "--limit", "3"], home, root)
    assert json.loads(limited.stdout)["plan"]["operations"] == plan["operations"][:3]


def _indexed(home: Path) -> int:
    import sqlite3

    with sqlite3.connect(home / "search.db") as conn:
        return conn.execute("SELECT count(*) FROM files").fetchone()[0]
