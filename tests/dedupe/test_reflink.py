"""``action: "reflink"`` in the dedupe execute: real FICLONE on a btrfs/xfs loop mount (skipped with
the reason when none can be mounted); the refusal on a filesystem without reflinks is tested for
real in ``test_service.py`` (409 ``reflink_unsupported``, nothing changed)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any, Iterator

import pytest

from conftest import make_settings
from foldwise.kernel.core import open_kernel
from foldwise.kernel.journal import fsops
from foldwise.plugins.dedupe.service import DedupeService

from journal.reflinkfs import reflink_filesystem

DATA = os.urandom(120_000)


@pytest.fixture(scope="module")
def reflink_mount(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    with reflink_filesystem(tmp_path_factory.mktemp("reflinkfs")) as mount:
        yield mount


def _snapshot(root: Path) -> dict[str, bytes]:
    """The user's files (the root's trash folder is the journal's: left out)."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and ".foldwise-trash" not in p.relative_to(root).parts}


async def test_execute_reflink_replaces_duplicates_and_undo(home: Path, tmp_path: Path, reflink_mount: Path,
                                                            db_backend: str | None) -> None:
    root = reflink_mount / tmp_path.name
    paths = [root / "a.bin", root / "x" / "b.bin", root / "x" / "y" / "c.bin"]
    for p in paths:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(DATA)
    (root / "other.bin").write_bytes(DATA[:-1] + b"!")
    before = _snapshot(root)
    inodes = [os.lstat(p).st_ino for p in paths]
    overrides: dict[str, Any] = {"database": {"url": db_backend}} if db_backend else {}
    try:
        async with open_kernel(make_settings(home, [root], **overrides)) as kernel:
            service = kernel.service(DedupeService)
            job = await service.start_scan([str(root)])
            done = await kernel.jobs.wait(job.id, timeout=60)
            assert done.status == "completed", done.error
            result = await service.execute(job.id, "shortest_path", "reflink")
            assert result["files_resolved"] == 2 and not result["failed"] and not result["skipped"], result
            assert result["resolved"] == [{"keep": str(paths[0]), "resolved": [str(paths[1]), str(paths[2])]}]
            assert _snapshot(root) == before  # same bytes everywhere, nothing lost or added
            now = [os.lstat(p).st_ino for p in paths]
            assert now[0] == inodes[0] and now[1] != inodes[1] and now[2] != inodes[2] and now[1] != now[0]
            assert not any(fsops.TMP_MARK in p.name for p in root.rglob("*"))
            undone = await kernel.journal.undo(result["transaction_id"])
            assert undone["complete"] and undone["failed"] == 0
            assert os.lstat(paths[0]).st_ino == inodes[0] and _snapshot(root) == before
            assert all(os.lstat(p).st_ino != i for p, i in zip(paths[1:], now[1:]))  # the clones are gone
    finally:
        shutil.rmtree(root, ignore_errors=True)
