"""``Existence`` answers exactly as ``os.path.lexists`` does, listing a folder only when that is cheaper."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from foldwise.kernel.journal import exists as exists_mod
from foldwise.kernel.journal.exists import MIN_PER_FOLDER, Existence


def _tree(tmp_path: Path) -> list[str]:
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(MIN_PER_FOLDER * 2):
        (folder / f"f{i}").write_bytes(b"")
    (folder / "sub").mkdir()
    os.symlink("/nonexistent-target", folder / "dangling")
    os.symlink(tmp_path, folder / "loop")
    (tmp_path / "afile").write_bytes(b"x")
    os.symlink(folder, tmp_path / "via-link")
    paths = [str(folder / f"f{i}") for i in range(MIN_PER_FOLDER * 3)]
    paths += [str(folder / n) for n in ("sub", "dangling", "loop", "absent", ".", "..")]
    paths += [str(tmp_path / "via-link" / f"f{i}") for i in range(MIN_PER_FOLDER * 2)]
    paths += [str(tmp_path / "afile" / f"x{i}") for i in range(MIN_PER_FOLDER)]
    paths += [str(tmp_path / "missing" / f"x{i}") for i in range(MIN_PER_FOLDER)]
    paths += [str(tmp_path / "afile"), "/", str(tmp_path / "few" / "y")]
    return paths


def test_same_answers_as_lexists(tmp_path: Path) -> None:
    paths = _tree(tmp_path)
    probe = Existence(paths)
    assert [probe(p) for p in paths] == [os.path.lexists(p) for p in paths]
    assert [probe(p) for p in reversed(paths)] == [os.path.lexists(p) for p in reversed(paths)]


def test_lists_a_shared_folder_once_and_stats_only_what_it_finds(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "taken").write_bytes(b"")
    paths = [str(folder / f"new{i}") for i in range(100)] + [str(folder / "taken")]
    calls = {"listdir": 0, "lexists": 0}
    real_listdir, real_lexists = os.listdir, os.path.lexists

    def listdir(p: str) -> list[str]:
        calls["listdir"] += 1
        return real_listdir(p)

    def lexists(p: str) -> bool:
        calls["lexists"] += 1
        return real_lexists(p)

    monkeypatch.setattr(exists_mod.os, "listdir", listdir)
    monkeypatch.setattr(exists_mod.os.path, "lexists", lexists)
    probe = Existence(paths)
    assert [probe(p) for p in paths] == [False] * 100 + [True]
    assert calls == {"listdir": 1, "lexists": 1}  # the one name found is confirmed


def test_entry_made_after_the_listing_is_confirmed_or_missed_like_a_race(tmp_path: Path) -> None:
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "gone").write_bytes(b"")
    paths = [str(folder / f"n{i}") for i in range(MIN_PER_FOLDER)] + [str(folder / "gone")]
    probe = Existence(paths)
    assert probe(paths[0]) is False  # listed now
    (folder / "gone").unlink()
    assert probe(str(folder / "gone")) is False  # listed, then confirmed: the answer of now


def test_large_or_unreadable_folder_is_stat_ed_path_by_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "big"
    folder.mkdir()
    for i in range(50):
        (folder / f"{'x' * 200}{i}").write_bytes(b"")
    paths = [str(folder / f"q{i}") for i in range(MIN_PER_FOLDER)]
    monkeypatch.setattr(exists_mod, "_BYTES_PER_QUESTION", 1)
    probe = Existence(paths)
    assert [probe(p) for p in paths] == [False] * len(paths)
    assert probe._listings[str(folder)] is None

    def refuse(_p: str) -> list[str]:
        raise PermissionError(13, "denied")

    monkeypatch.setattr(exists_mod, "_BYTES_PER_QUESTION", 2048)
    monkeypatch.setattr(exists_mod.os, "listdir", refuse)
    (folder / "q0").write_bytes(b"")
    probe = Existence(paths)
    assert [probe(p) for p in paths] == [True] + [False] * (len(paths) - 1)
    assert probe._listings[str(folder)] is None
