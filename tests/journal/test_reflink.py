"""``txn.reflink``: a duplicate replaced by a reflink (FICLONE) copy of the kept file, journaled as
clone + swap + trash, undoable, redoable and crash-recoverable. The unsupported path runs for real
on the filesystems here (ext4 temp dir, tmpfs); the supported path on a btrfs/xfs loop mount."""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path
from typing import Iterator

import pytest

from foldwise.kernel.errors import ApiError, Conflict
from foldwise.kernel.journal import fsops
from foldwise.kernel.journal.models import Operation, Transaction

from .conftest import SimulatedCrash, kernel_for, snapshot
from .reflinkfs import reflink_filesystem
from .test_recovery import crash_at, no_temp_files

KEEP = os.urandom(200_000) + b"same bytes"


@pytest.fixture(scope="module")
def reflink_mount(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    with reflink_filesystem(tmp_path_factory.mktemp("reflinkfs")) as mount:
        yield mount


@pytest.fixture
def rroot(reflink_mount: Path, tmp_path: Path) -> Iterator[Path]:
    """A fresh root folder on the reflink-capable filesystem."""
    path = reflink_mount / tmp_path.name
    path.mkdir()
    yield path
    shutil.rmtree(path, ignore_errors=True)


def _pair(root: Path) -> tuple[Path, Path]:
    keep, dup = root / "keep.bin", root / "sub" / "dup.bin"
    dup.parent.mkdir(parents=True, exist_ok=True)
    keep.write_bytes(KEEP)
    dup.write_bytes(KEEP)
    os.chmod(dup, 0o640)
    os.utime(dup, ns=(1_500_000_000_000_000_000, 1_500_000_000_000_000_000))
    return keep, dup


@pytest.fixture(params=["tempdir", "tmpfs"])
def plain_root(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Path]:
    """A root on a filesystem without reflinks: the test temp dir (ext4 here) and /dev/shm (tmpfs)."""
    if request.param == "tempdir":
        path = tmp_path / "plain"
    else:
        if not Path("/dev/shm").is_dir():
            pytest.fail("needs /dev/shm (tmpfs)")
        path = Path("/dev/shm") / f"fw-reflink-{os.getpid()}-{tmp_path.name}"
    path.mkdir()
    yield path
    shutil.rmtree(path, ignore_errors=True)


async def test_unsupported_filesystem_is_409_and_changes_nothing(home: Path, plain_root: Path,
                                                                 db_backend: str | None) -> None:
    keep, dup = _pair(plain_root)
    if fsops.reflink_supported(keep, dup.parent):
        pytest.skip(f"{plain_root} supports reflinks here; the tmpfs case covers the refusal")
    before = snapshot(plain_root)
    async with kernel_for(home, [plain_root], db_backend) as kernel:
        with pytest.raises(ApiError) as info:
            async with kernel.journal.transaction("dedupe") as txn:
                await txn.reflink(keep, dup)
        assert info.value.status == 409 and info.value.code == "reflink_unsupported"
        assert snapshot(plain_root) == before and no_temp_files(plain_root)
        assert (await kernel.journal.history())["total"] == 0  # nothing was journaled either


def test_clone_new_refuses_cleanly_without_reflinks(tmp_path: Path) -> None:
    """The primitive itself: EOPNOTSUPP-like errors, and no half-made file left behind."""
    src = tmp_path / "a"
    src.write_bytes(b"abc")
    with pytest.raises(OSError) as info:
        fsops.clone_new(src, tmp_path / "b")
    assert info.value.errno in fsops.REFLINK_UNSUPPORTED
    assert sorted(os.listdir(tmp_path)) == ["a"]


def _shares_extents(a: Path, b: Path) -> bool:
    """FIEMAP says the file's extents are shared (filefrag -v shows ``shared``), when available."""
    import subprocess

    if shutil.which("filefrag") is None:
        return True
    out = subprocess.run(["filefrag", "-v", str(b)], capture_output=True, text=True).stdout
    return "shared" in out


async def test_reflink_replaces_duplicate_undo_redo(home: Path, rroot: Path, db_backend: str | None) -> None:
    keep, dup = _pair(rroot)
    before = snapshot(rroot)
    dup_stat = os.lstat(dup)
    async with kernel_for(home, [rroot], db_backend) as kernel:
        assert fsops.reflink_supported(keep, dup.parent)
        async with kernel.journal.transaction("dedupe") as txn:
            assert await txn.reflink(keep, dup) == dup
        now = os.lstat(dup)
        assert dup.read_bytes() == KEEP and now.st_ino != dup_stat.st_ino
        assert (now.st_mtime_ns, stat.S_IMODE(now.st_mode)) == (dup_stat.st_mtime_ns, 0o640)
        assert _shares_extents(keep, dup)
        assert no_temp_files(rroot) and snapshot(rroot) == before
        ops = await Operation.filter(transaction_id=txn.id).order_by("seq").values_list("op", "state")
        assert ops == [("clone", "done"), ("swap", "done"), ("trash", "done")]
        # An independent file, not a hard link: writing to the kept file leaves the reflink alone.
        with open(keep, "ab") as fh:
            fh.write(b"+")
        assert dup.read_bytes() == KEEP
        keep.write_bytes(KEEP)
        os.utime(keep, ns=(before_ns := os.lstat(keep).st_mtime_ns, before_ns))
        undone = await kernel.journal.undo(txn.id)
        assert undone["complete"] and undone["failed"] == 0
        back = os.lstat(dup)  # the original (copied through the trash: the home is on another filesystem)
        assert back.st_ino != now.st_ino and (back.st_mtime_ns, stat.S_IMODE(back.st_mode)) == (
            dup_stat.st_mtime_ns, 0o640)
        assert snapshot(rroot) == before and no_temp_files(rroot)
        redone = await kernel.journal.redo(txn.id)
        assert redone["failed"] == 0 and os.lstat(dup).st_ino != dup_stat.st_ino
        assert dup.read_bytes() == KEEP and no_temp_files(rroot)


async def test_reflink_of_changed_duplicate_is_refused(home: Path, rroot: Path, db_backend: str | None) -> None:
    keep, dup = _pair(rroot)
    dup.write_bytes(KEEP[:-1] + b"X")  # same size, other bytes: not a duplicate any more
    before = snapshot(rroot)
    async with kernel_for(home, [rroot], db_backend) as kernel:
        with pytest.raises(Conflict):
            async with kernel.journal.transaction("dedupe") as txn:
                await txn.reflink(keep, dup)
        assert snapshot(rroot) == before and no_temp_files(rroot)
        ops = await Operation.filter(transaction_id=txn.id).order_by("seq").values_list("op", "state")
        assert ops == [("clone", "done"), ("trash", "done")]  # the clone went to the trash, journaled


@pytest.mark.parametrize("step,match,nth,done", [
    ("renamed", ".fwtmp", 1, ["clone"]),                 # right after the clone was made
    ("before", ".fwtmp", 1, ["clone"]),                  # just before the swap
    ("renamed", "dup.bin", 2, ["clone", "swap"]),        # after the swap, the original not yet trashed
    ("renamed", "dup.bin", 3, ["clone", "swap", "trash"]),  # in the trash, its source not yet removed
])
async def test_crash_during_reflink_then_recover_and_undo(home: Path, rroot: Path, db_backend: str | None,
                                                          step: str, match: str, nth: int,
                                                          done: list[str]) -> None:
    keep, dup = _pair(rroot)
    before = snapshot(rroot)
    fsops.set_hook(crash_at(step, nth, match))
    with pytest.raises(SimulatedCrash):
        async with kernel_for(home, [rroot], db_backend) as kernel:
            async with kernel.journal.transaction("dedupe") as txn:
                await txn.reflink(keep, dup)
    fsops.set_hook(None)
    async with kernel_for(home, [rroot], db_backend) as kernel:
        # After recovery every visible file holds its bytes, whatever step the crash hit.
        assert keep.read_bytes() == KEEP and dup.read_bytes() == KEEP
        assert not await Operation.filter(transaction_id=txn.id, state="pending").exists()
        assert (await Transaction.get(id=txn.id)).state == "failed"
        settled = await Operation.filter(transaction_id=txn.id, state="done").order_by("seq").values_list(
            "op", flat=True)
        assert settled == done  # recovery read the filesystem right
        result = await kernel.journal.undo(txn.id)
        assert result["complete"] and result["failed"] == 0
        assert snapshot(rroot) == before and no_temp_files(rroot)
