"""``foldwise search`` as a real process: answered from the persistent index (no kernel), same JSON as REST."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cli_probe import run_cli

from .test_search_api import corpus, search, service

QUERIES = [
    ("q=invoice&limit=100", ["invoice", "--limit", "100"]),
    ("q=invoice&limit=2&page=2", ["invoice", "--limit", "2", "--page", "2"]),
    ("q=invoice&type=md", ["invoice", "--type", "md"]),
    ("q=xylophonist", ["xylophonist"]),
    ("q=%22invoice%20again%22", ['"invoice again"']),
    ("q=nosuchwordanywhere", ["nosuchwordanywhere"]),
]


async def test_cli_json_equals_the_rest_answer_without_a_kernel(app: Any, client: Any, admin_headers: dict[str, str],
                                                                home: Path, root: Path) -> None:
    corpus(root)
    assert (await service(app).rescan())["state"] == "ready"
    for rest_query, args in QUERIES:
        body = await search(client, admin_headers, rest_query)
        done, loaded = run_cli(["search", *args, "--json"], home, root)
        assert done.returncode == (0 if body["data"]["total"] else 1), done.stderr  # 1: no match (docs/cli.md)
        assert json.loads(done.stdout) == body["data"], args
        assert loaded == [], f"{args}: a read from the index loaded {loaded}"
    assert body["data"]["total"] == 0


def test_first_use_builds_the_index_then_reads_it_directly(home: Path, root: Path) -> None:
    corpus(root)
    first, _ = run_cli(["search", "invoice", "--json"], home, root)
    assert first.returncode == 0, first.stderr
    assert "building the search index" in first.stderr
    again, loaded = run_cli(["search", "invoice", "--json"], home, root)
    assert again.returncode == 0 and "building" not in again.stderr
    assert json.loads(again.stdout) == json.loads(first.stdout) and json.loads(first.stdout)["total"] >= 4
    assert "tortoise" not in loaded


def test_bad_filter_and_empty_query_exit_2(home: Path, root: Path) -> None:
    corpus(root)
    run_cli(["search", "invoice"], home, root)
    bad, _ = run_cli(["search", "invoice", "--size", ">lots"], home, root)
    assert bad.returncode == 2 and bad.stderr.startswith("error: --size") and "Traceback" not in bad.stderr
    empty, _ = run_cli(["search", "  "], home, root)
    assert empty.returncode == 2 and "Traceback" not in empty.stderr


def test_a_name_that_is_not_utf8_is_left_out_and_the_rest_is_indexed(home: Path, root: Path) -> None:
    """One file whose name is not UTF-8 cannot be stored as index text: it is left out, and the scan (every
    other file) still completes; it used to fail the whole scan, leaving search empty."""
    import os

    corpus(root)
    with open(os.path.join(os.fsencode(root), b"caf\xe9 invoice notes.txt"), "wb") as fh:
        fh.write(b"invoice")
    done, _ = run_cli(["search", "invoice", "--json"], home, root)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "failed" not in done.stderr, done.stderr
    assert json.loads(done.stdout)["total"] > 0
