"""The plugin folder's swaps and the repair after a crash in the middle of one (real folders)."""

from __future__ import annotations

from pathlib import Path

from foldwise.marketplace.installer import PluginFolders
from foldwise.marketplace.wheel import inspect_wheel
from marketplace.wheels import build_wheel


def _stage(folders: PluginFolders, tmp_path: Path, version: str) -> Path:
    data = build_wheel(tmp_path / version, "fw-x", version).read_bytes()
    return folders.stage("fw-x", data, inspect_wheel(data, "fw-x", version))


def _version(folder: Path) -> str:
    return next(folder.glob("*.dist-info")).name.removesuffix(".dist-info").rsplit("-", 1)[1]


def test_swap_rollback_and_commit(home: Path, tmp_path: Path) -> None:
    folders = PluginFolders(home)
    first = folders.swap_in("fw-x", _stage(folders, tmp_path, "1.0"))
    assert not first.had_previous and _version(folders.target("fw-x")) == "1.0"
    folders.commit(first)
    second = folders.swap_in("fw-x", _stage(folders, tmp_path, "2.0"))
    assert _version(folders.target("fw-x")) == "2.0" and _version(folders.previous("fw-x")) == "1.0"
    folders.rollback(second)
    assert _version(folders.target("fw-x")) == "1.0" and not folders.previous("fw-x").exists()
    removal = folders.take_out("fw-x")
    assert not folders.target("fw-x").exists()
    folders.rollback(removal)
    assert _version(folders.target("fw-x")) == "1.0"
    assert sorted(p.name for p in folders.root.iterdir()) == ["fw-x"]


def test_recovery_after_a_crash(home: Path, tmp_path: Path) -> None:
    folders = PluginFolders(home)
    folders.commit(folders.swap_in("fw-x", _stage(folders, tmp_path, "1.0")))
    # Crash after the swap, before the record: the record still says 1.0, so 1.0 comes back.
    folders.swap_in("fw-x", _stage(folders, tmp_path, "2.0"))
    leftover = _stage(folders, tmp_path, "3.0")
    assert leftover.name.startswith(".staging-")
    folders.recover({"fw-x": "1.0"})
    assert sorted(p.name for p in folders.root.iterdir()) == ["fw-x"] and _version(folders.target("fw-x")) == "1.0"
    # Crash after the record, before the previous version was deleted: the new one stays.
    folders.swap_in("fw-x", _stage(folders, tmp_path, "2.0"))
    folders.recover({"fw-x": "2.0"})
    assert sorted(p.name for p in folders.root.iterdir()) == ["fw-x"] and _version(folders.target("fw-x")) == "2.0"
    # A removal interrupted after its record went: finished.
    folders.take_out("fw-x")
    folders.recover({})
    assert list(folders.root.iterdir()) == []
