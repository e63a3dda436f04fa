"""The trash inside each root: undo from a process with another data home (another machine), and every
walker (organize, dedupe, search) leaves the trash folder out."""

from __future__ import annotations

import shutil
from pathlib import Path

from conftest import make_settings

from foldwise.kernel.core import open_kernel
from foldwise.sdk import TRASH_FOLDER


async def test_a_trash_made_by_one_machine_is_undone_by_another(tmp_path: Path, root: Path) -> None:
    (root / "dup.txt").write_text("same bytes")
    (root / "keep.txt").write_text("same bytes")
    shared = {"database": {"url": f"sqlite://{tmp_path / 'shared.db'}"},
              "secret_file": str(tmp_path / "shared-secret.key"), "plugins": {"disabled": ["search"]}}
    worker_home, instance_home = tmp_path / "worker-home", tmp_path / "instance-home"
    async with open_kernel(make_settings(worker_home, [root], **shared), run_jobs=False) as worker:
        async with worker.journal.transaction("dedupe") as txn:
            where = await txn.trash(root / "dup.txt")
    assert where.is_relative_to(root / TRASH_FOLDER) and not (root / "dup.txt").exists()
    shutil.rmtree(worker_home)  # that machine is gone (or never shared its data home)

    async with open_kernel(make_settings(instance_home, [root], **shared), run_jobs=False) as instance:
        history = await instance.journal.history()
        assert history["items"][0]["operations"][0]["dst"].startswith("trash:")
        await instance.journal.undo(txn.id)
    assert (root / "dup.txt").read_text() == "same bytes"


def test_walkers_leave_the_trash_out(root: Path) -> None:
    from foldwise.plugins.dedupe.finder import FinderOptions, walk_files
    from foldwise.plugins.organize.scanner import ScanOptions, scan
    from foldwise.plugins.search.indexer import walk

    (root / "a.txt").write_text("twin")
    trashed = root / TRASH_FOLDER / "1" / "0"
    trashed.mkdir(parents=True)
    (trashed / "a.txt").write_text("twin")
    found, _seen = walk_files([str(root)], FinderOptions(min_size=1))  # dedupe includes hidden files
    assert [e.path for e in found] == [str(root / "a.txt")]
    for hidden in (False, True):
        planned = scan(str(root), ScanOptions(include_hidden=hidden))
        assert [f.path for f in planned.files] == [str(root / "a.txt")]
        assert [e.path for e in walk(str(root), include_hidden=hidden)] == [str(root / "a.txt")]
