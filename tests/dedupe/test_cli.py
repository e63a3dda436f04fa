"""``foldwise dedupe`` as a real process: local report and resolve (journaled), remote, exit codes."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import httpx
from conftest import PASSWORD, LiveServer, make_settings

from foldwise.kernel.core import open_kernel

from .conftest import Corpus


def _run(args: list[str], home: Path, root: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(home), FOLDWISE_ROOTS=str(root))
    return subprocess.run([sys.executable, "-m", "foldwise", *args], capture_output=True, text=True, env=env,
                          timeout=120)


def test_cli_module_does_not_import_the_web_stack() -> None:
    code = ("import sys, foldwise.plugins.dedupe, foldwise.plugins.dedupe.cli, foldwise.plugins.dedupe.finder;"
            "print(any(m == 'quart' or m.startswith('quart.') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_local_report_then_resolve_and_undo(home: Path, root: Path, corpus: Corpus) -> None:
    report = _run(["dedupe", str(root), "--json"], home, root)
    assert report.returncode == 0, report.stderr
    doc = json.loads(report.stdout)
    assert doc["execute"] is None
    assert sorted(sorted(f["path"] for f in g["files"]) for g in doc["preview"]["groups"]) == \
        sorted(map(sorted, corpus.groups))
    text = _run(["dedupe", str(root)], home, root)
    assert "2 groups, 3 duplicate files" in text.stdout

    resolved = _run(["dedupe", str(root), "--resolve", "newest", "--action", "hardlink", "--json"], home, root)
    assert resolved.returncode == 0, resolved.stderr
    outcome = json.loads(resolved.stdout)["execute"]
    assert outcome["files_resolved"] == 3 and outcome["action"] == "hardlink"
    for group in corpus.groups:
        assert len({os.stat(p).st_ino for p in group}) == 1

    async def undo() -> None:
        async with open_kernel(make_settings(home, [root])) as kernel:
            await kernel.journal.undo(outcome["transaction_id"])

    asyncio.run(undo())
    for group in corpus.groups:
        assert len({os.stat(p).st_ino for p in group}) == len(group)
        assert all(Path(p).read_bytes() == corpus.contents[p] for p in group)


def test_exit_codes(home: Path, root: Path, tmp_path: Path) -> None:
    assert _run(["dedupe", str(tmp_path)], home, root).returncode == 2  # outside the roots
    assert _run(["dedupe", str(root), "--resolve", "largest"], home, root).returncode == 2
    missing = _run(["dedupe", str(root / "nope")], home, root)
    assert missing.returncode == 2 and missing.stderr.startswith("error:")


def test_remote(home: Path, root: Path, corpus: Corpus) -> None:
    server = LiveServer(home, [root]).start()
    try:
        http = httpx.Client(base_url=server.url)
        http.post("/api/v1/auth/register", json={"username": "admin", "password": PASSWORD,
                                                 "email": "a@example.com"})
        token = http.post("/api/v1/auth/login", json={"username": "admin", "password": PASSWORD}).json()
        key = http.post("/api/v1/api-keys", json={"name": "cli"},
                        headers={"Authorization": f"Bearer {token['data']['access_token']}"}).json()["data"]["key"]
        out = _run(["--server", server.url, "--api-key", key, "dedupe", str(root), "--resolve", "oldest",
                    "--json"], home / "other", root)
        assert out.returncode == 0, out.stderr
        doc = json.loads(out.stdout)
        assert len(doc["preview"]["groups"]) == 2 and doc["execute"]["files_resolved"] == 3
        assert sum(1 for g in corpus.groups for p in g if os.path.exists(p)) == 2
    finally:
        server.stop()


def test_repeated_report_reads_nothing_through_the_hash_index(home: Path, root: Path, corpus: Corpus) -> None:
    """Two report processes on the same data home: the second takes every digest from the index."""
    import time

    time.sleep(2.1)  # older than the racy window: the corpus files may be recorded
    first = _run(["dedupe", str(root), "--json"], home, root)
    assert first.returncode == 0, first.stderr
    second = _run(["dedupe", str(root), "--json"], home, root)
    assert second.returncode == 0, second.stderr
    one, two = json.loads(first.stdout)["preview"], json.loads(second.stdout)["preview"]
    assert one["summary"]["bytes_hashed"] > 0 and one["summary"]["index_hits"] == 0
    assert two["summary"]["bytes_hashed"] == 0 and two["summary"]["index_hits"] > 0
    assert two["groups"] == one["groups"]
    assert sorted(sorted(f["path"] for f in g["files"]) for g in two["groups"]) == sorted(map(sorted, corpus.groups))
    assert len(list((home / "cache" / "dedupe").glob("*.idx"))) == 1


def test_report_pauses_the_collector_and_gives_it_back(home: Path, root: Path, corpus: Corpus) -> None:
    """A report runs without the cyclic collector (its objects form no cycles) and leaves it on afterwards, the
    report's objects frozen (the process ends there); the answer is the same as with the collector."""
    code = ("import gc, json, sys\n"
            "from foldwise.plugins.dedupe.cli import dedupe_command\n"
            "seen = []\n"
            "import foldwise.plugins.dedupe.report as report\n"
            "scan = report.scan_groups\n"
            "def spy(*a, **k):\n"
            "    seen.append(gc.isenabled())\n"
            "    return scan(*a, **k)\n"
            "report.scan_groups = spy\n"
            "dedupe_command.main([sys.argv[1], '--json'])\n"
            "print(json.dumps({'during': seen, 'after': gc.isenabled(), 'frozen': gc.get_freeze_count() > 0}))\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(home), FOLDWISE_ROOTS=str(root))
    done = subprocess.run([sys.executable, "-c", code, str(root)], capture_output=True, text=True, env=env,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    document, _, last = done.stdout.strip().rpartition("\n")
    result = json.loads(last)
    assert result["during"] == [False] and result["after"] is True and result["frozen"] is True
    groups = json.loads(document)["preview"]["groups"]
    assert sorted(sorted(f["path"] for f in g["files"]) for g in groups) == sorted(map(sorted, corpus.groups))
