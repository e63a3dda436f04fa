"""``foldwise dedupe --json`` answers the REST preview for the same tree, without a kernel or a database."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cli_probe import run_cli
from waiting import wait_for_job

from .conftest import Corpus

#: Summary fields that measure the run rather than describe the tree (the REST scan fills the hash index
#: the CLI then reads: same groups, fewer bytes hashed).
RUN_FIELDS = {"elapsed_seconds", "peak_rss_bytes", "bytes_hashed", "index_hits"}


def _comparable(preview: dict[str, Any]) -> dict[str, Any]:
    return {**preview, "job_id": None, "summary": {k: v for k, v in preview["summary"].items() if k not in RUN_FIELDS}}


@pytest.mark.parametrize(("body", "args"), [
    ({"strategy": "oldest"}, []),
    ({"strategy": "oldest", "type": "txt"}, ["--type", "txt"]),
    ({"strategy": "oldest", "min_size": 6000}, ["--min-size", "6000"]),
])
async def test_report_equals_the_rest_preview(client: Any, admin_headers: dict[str, str], home: Path, root: Path,
                                              corpus: Corpus, body: dict[str, Any], args: list[str]) -> None:
    scan = {"path": str(root), **{k: v for k, v in body.items() if k != "strategy"}}
    r = await client.post("/api/v1/dedupe/scan", json=scan, headers=admin_headers)
    job_id = (await r.get_json())["data"]["job_id"]
    assert (await wait_for_job(client, admin_headers, f"/api/v1/organize/status/{job_id}"))["status"] == "completed"
    r = await client.post("/api/v1/dedupe/preview", json={"job_id": job_id, "strategy": body["strategy"]},
                          headers=admin_headers)
    rest = (await r.get_json())["data"]
    assert rest["groups"] or args, "the corpus has duplicates"

    done, loaded = run_cli(["dedupe", str(root), "--json", *args], home, root)
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["execute"] is None and doc["preview"]["job_id"] is None  # nothing was stored
    assert _comparable(doc["preview"]) == _comparable(rest)
    assert loaded == [], f"a read-only report loaded {loaded}"


@pytest.mark.fresh_home  # an empty data home: the report must not create a database there
def test_report_loads_no_kernel_and_writes_no_database(home: Path, root: Path, corpus: Corpus) -> None:
    done, loaded = run_cli(["dedupe", str(root), "--json"], home, root)
    assert done.returncode == 0, done.stderr
    assert loaded == []
    assert not list(home.glob("*.db")) and not list(home.glob("*.sqlite*")), list(home.iterdir())
    groups = json.loads(done.stdout)["preview"]["groups"]
    assert sorted(sorted(f["path"] for f in g["files"]) for g in groups) == sorted(map(sorted, corpus.groups))
