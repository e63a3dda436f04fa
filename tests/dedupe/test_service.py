"""The service over a real kernel: scan jobs, strategies, journaled trash/hardlink, undo, skips."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, AsyncIterator

import pytest

from foldwise.kernel.core import open_kernel
from foldwise.kernel.errors import ApiError, Conflict, NotFound
from foldwise.plugins.dedupe.service import DedupeService, choose_keep

from conftest import make_settings
from .conftest import Corpus


@pytest.fixture
async def kernel(home: Path, root: Path, db_backend: str | None) -> AsyncIterator[Any]:
    overrides = {"database": {"url": db_backend}} if db_backend else {}
    async with open_kernel(make_settings(home, [root], **overrides)) as k:
        yield k


async def _scan(kernel: Any, path: Path, **kw: Any) -> str:
    service = kernel.service(DedupeService)
    job = await service.start_scan([str(path)], **kw)
    done = await kernel.jobs.wait(job.id, timeout=30)
    assert done.status == "completed", done.error
    assert done.result["groups"] == len((await service.scan_of(job.id)).groups)
    return job.id


def _snapshot(root: Path) -> dict[str, tuple[bytes, int]]:
    out = {}
    for dirpath, _, names in os.walk(root):
        for name in names:
            p = os.path.join(dirpath, name)
            if not os.path.islink(p):
                out[p] = (Path(p).read_bytes(), os.stat(p).st_ino)
    return out


async def test_scan_job_preview_groups_and_events(kernel: Any, corpus: Corpus) -> None:
    events = kernel.bus.subscribe()
    job_id = await _scan(kernel, corpus.root)
    preview = await kernel.service(DedupeService).preview(job_id)
    assert sorted(sorted(f["path"] for f in g["files"]) for g in preview["groups"]) == \
        sorted(map(sorted, corpus.groups))
    for group in preview["groups"]:
        assert group["wasted"] == group["size"] * (len(group["files"]) - 1)
        assert all(set(f) == {"path", "size", "modified"} for f in group["files"])
        assert group["keep"] == min(group["files"], key=lambda f: f["modified"])["path"]  # oldest
    assert [set(x) for x in preview["already_linked"]] == corpus.linked
    seen = []
    async for item in events:
        event = item.to_message()
        if event["type"] == "duplicate_detected":
            seen.append(event)
            if len(seen) == len(corpus.groups):
                break
    assert {e["job_id"] for e in seen} == {job_id}
    assert sorted(sorted(e["data"]["paths"]) for e in seen) == sorted(map(sorted, corpus.groups))


def test_strategies_pick_the_right_keep() -> None:
    files = [
        {"path": "/r/photos/keep/a.jpg", "size": 1, "mtime_ns": 300},
        {"path": "/r/x/a.jpg", "size": 1, "mtime_ns": 100},
        {"path": "/r/inbox/copies/a (1).jpg", "size": 1, "mtime_ns": 500},
    ]
    assert choose_keep(files, "oldest")["path"] == "/r/x/a.jpg"
    assert choose_keep(files, "newest")["path"] == "/r/inbox/copies/a (1).jpg"
    assert choose_keep(files, "shortest_path")["path"] == "/r/x/a.jpg"
    assert choose_keep(files, "preferred_folder", "/r/photos")["path"] == "/r/photos/keep/a.jpg"
    assert choose_keep(files, "preferred_folder", "/r/phot")["path"] == "/r/x/a.jpg"  # not a prefix match
    with pytest.raises(ApiError) as exc:
        choose_keep(files, "preferred_folder")
    assert exc.value.status == 422


async def test_trash_then_undo_restores_every_file_byte_identical(kernel: Any, corpus: Corpus) -> None:
    before = _snapshot(corpus.root)
    mtimes = {p: os.stat(p).st_mtime_ns for group in corpus.groups for p in group}
    job_id = await _scan(kernel, corpus.root)
    result = await kernel.service(DedupeService).execute(job_id, "newest", "trash", actor="tester")
    assert result["files_resolved"] == 3 and result["groups_resolved"] == 2
    assert result["skipped"] == [] and result["failed"] == []
    removed = [p for r in result["resolved"] for p in r["resolved"]]
    for group in corpus.groups:
        survivors = [p for p in group if os.path.exists(p)]
        assert survivors == [max(group, key=mtimes.__getitem__)]
    assert result["bytes_reclaimed"] == sum(len(corpus.contents[p]) for p in removed)
    undo = await kernel.journal.undo()
    assert undo
    assert _snapshot(corpus.root) == before


async def test_hardlink_then_undo(kernel: Any, corpus: Corpus) -> None:
    before = _snapshot(corpus.root)
    job_id = await _scan(kernel, corpus.root)
    result = await kernel.service(DedupeService).execute(job_id, "oldest", "hardlink")
    assert result["files_resolved"] == 3
    for group in corpus.groups:
        inodes = {os.stat(p).st_ino for p in group}
        assert len(inodes) == 1
        for p in group:
            assert Path(p).read_bytes() == corpus.contents[p]
    rescan = await _scan(kernel, corpus.root)
    assert (await kernel.service(DedupeService).preview(rescan))["groups"] == []
    await kernel.journal.undo(result["transaction_id"])
    assert _snapshot(corpus.root) == before


async def test_changed_since_scan_is_skipped(kernel: Any, corpus: Corpus) -> None:
    job_id = await _scan(kernel, corpus.root)
    note = sorted(next(g for g in corpus.groups if len(g) == 3))
    keep = min(note, key=lambda p: os.stat(p).st_mtime_ns)
    changed, other = [p for p in note if p != keep]
    Path(changed).write_bytes(b"edited after the scan " + corpus.contents[changed][22:])
    big = next(g for g in corpus.groups if len(g) == 2)
    big_keep = min(big, key=lambda p: os.stat(p).st_mtime_ns)
    (big_other,) = big - {big_keep}
    os.unlink(big_keep)  # the file that group would keep vanished: the group is left alone
    result = await kernel.service(DedupeService).execute(job_id, "oldest", "trash")
    assert {(s["path"], s["reason"]) for s in result["skipped"]} == {
        (changed, "changed_since_scan"), (big_keep, "missing"), (big_other, "keep_unavailable")}
    assert os.path.exists(big_other)
    assert result["resolved"] == [{"keep": keep, "resolved": [other]}]
    assert os.path.exists(changed) and os.path.exists(keep) and not os.path.exists(other)


async def test_reflink_unsupported_is_409_and_changes_nothing(kernel: Any, corpus: Corpus) -> None:
    before = _snapshot(corpus.root)
    job_id = await _scan(kernel, corpus.root)
    with pytest.raises(ApiError) as exc:
        await kernel.service(DedupeService).execute(job_id, "oldest", "reflink")
    assert exc.value.status == 409 and exc.value.code == "reflink_unsupported"
    assert _snapshot(corpus.root) == before


async def test_unknown_job_and_wrong_type(kernel: Any, corpus: Corpus) -> None:
    service = kernel.service(DedupeService)
    with pytest.raises(NotFound):
        await service.preview("0" * 32)
    other = await kernel.jobs.create("organize", {})
    with pytest.raises(NotFound):
        await service.preview(other.id)
    from foldwise.plugins.dedupe.service import JOB_TYPE

    pending = await kernel.jobs.create(JOB_TYPE, {})
    with pytest.raises(Conflict):
        await service.preview(pending.id)
