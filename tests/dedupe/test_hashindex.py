"""The persistent hash index: a repeated scan reads nothing, and no change to a file escapes it."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from foldwise.plugins.dedupe.finder import FinderOptions, find_duplicates
from foldwise.plugins.dedupe.hashindex import HashIndex, index_path

from .conftest import Corpus


def _groups(report) -> list[list[str]]:
    return sorted(sorted(f.path for f in g.files) for g in report.groups)


def _opts(home: Path, root: Path, **kw) -> FinderOptions:
    # The corpus was just written: without racy_seconds=0 nothing would be recorded (tested below).
    return FinderOptions(index_path=index_path(home, [str(root)]), index_racy_seconds=0, **kw)


@pytest.mark.parametrize("algorithm", ["xxh3_128", "blake3"])
def test_second_scan_reads_nothing_and_finds_the_same_groups(corpus: Corpus, tmp_path: Path,
                                                             algorithm: str) -> None:
    home = tmp_path / "home"
    opts = _opts(home, corpus.root, algorithm=algorithm)
    first = find_duplicates([str(corpus.root)], opts)
    assert first.bytes_hashed > 0 and first.index_hits == 0
    assert _groups(first) == sorted(map(sorted, corpus.groups))  # decoys never grouped
    assert Path(opts.index_path).is_file()
    second = find_duplicates([str(corpus.root)], opts)
    assert second.bytes_hashed == 0 and second.index_hits > 0
    assert _groups(second) == _groups(first)
    assert [g.hash for g in second.groups] == [g.hash for g in first.groups]
    assert [sorted(s) for s in second.linked] == [sorted(s) for s in first.linked]


def test_content_change_with_mtime_put_back_is_hashed_again(corpus: Corpus, tmp_path: Path) -> None:
    """Same size, mtime restored: the ctime still changes, so the stale digest is not used."""
    home = tmp_path / "home"
    opts = _opts(home, corpus.root)
    find_duplicates([str(corpus.root)], opts)
    victim = sorted(next(g for g in corpus.groups if len(g) == 2))[0]  # one of the two large copies
    st = os.stat(victim)
    time.sleep(0.02)  # a later ctime tick
    with open(victim, "r+b") as fh:
        fh.seek(st.st_size // 2)
        byte = fh.read(1)
        fh.seek(st.st_size // 2)
        fh.write(bytes([byte[0] ^ 0xFF]))
    os.utime(victim, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert os.stat(victim).st_mtime_ns == st.st_mtime_ns and os.stat(victim).st_size == st.st_size
    again = find_duplicates([str(corpus.root)], opts)
    assert all(victim not in {f.path for f in g.files} for g in again.groups)
    assert again.bytes_hashed > 0
    assert again.duplicate_files == 2  # only the small group is left


def test_recently_changed_files_are_not_recorded(corpus: Corpus, tmp_path: Path) -> None:
    home = tmp_path / "home"
    opts = FinderOptions(index_path=index_path(home, [str(corpus.root)]))  # default racy window (2 s)
    find_duplicates([str(corpus.root)], opts)
    index = HashIndex(opts.index_path, opts.algorithm, opts.head_bytes, opts.tail_bytes)
    assert index.entries == {}  # every corpus file changed a moment ago
    second = find_duplicates([str(corpus.root)], opts)
    assert second.index_hits == 0 and second.bytes_hashed > 0


def test_corrupt_or_foreign_index_is_ignored_and_rewritten(corpus: Corpus, tmp_path: Path) -> None:
    home = tmp_path / "home"
    opts = _opts(home, corpus.root)
    expected = _groups(find_duplicates([str(corpus.root)], opts))
    path = Path(opts.index_path)
    good = path.read_bytes()
    for bad in (b"", b"garbage", good[:-7], good[:40] + b"\xff" * (len(good) - 40)):
        path.write_bytes(bad)
        report = find_duplicates([str(corpus.root)], opts)
        assert _groups(report) == expected
    # Another block size or algorithm: ignored whole, never mixed.
    other = find_duplicates([str(corpus.root)], _opts(home, corpus.root, head_bytes=1, tail_bytes=1))
    assert other.index_hits == 0 and _groups(other) == expected


def test_deleted_files_leave_the_index(corpus: Corpus, tmp_path: Path) -> None:
    home = tmp_path / "home"
    opts = _opts(home, corpus.root)
    find_duplicates([str(corpus.root)], opts)
    load = lambda: HashIndex(opts.index_path, opts.algorithm, opts.head_bytes, opts.tail_bytes).entries  # noqa: E731
    before = load()
    gone = sorted(next(g for g in corpus.groups if len(g) == 3))[0]
    ino = os.stat(gone).st_ino
    assert any(k[1] == ino for k in before)
    os.unlink(gone)
    find_duplicates([str(corpus.root)], opts)
    after = load()
    assert not any(k[1] == ino for k in after) and len(after) == len(before) - 1


def test_filtered_scan_keeps_the_other_entries(corpus: Corpus, tmp_path: Path) -> None:
    home = tmp_path / "home"
    opts = _opts(home, corpus.root)
    find_duplicates([str(corpus.root)], opts)
    count = len(HashIndex(opts.index_path, opts.algorithm, opts.head_bytes, opts.tail_bytes).entries)
    txt = _opts(home, corpus.root, extensions=frozenset({".txt"}))
    report = find_duplicates([str(corpus.root)], txt)
    assert report.bytes_hashed == 0
    assert len(HashIndex(opts.index_path, opts.algorithm, opts.head_bytes, opts.tail_bytes).entries) == count
    assert find_duplicates([str(corpus.root)], opts).bytes_hashed == 0


def test_read_only_home_only_costs_speed(corpus: Corpus, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "cache").write_text("not a folder")  # the index folder cannot be made
    opts = _opts(home, corpus.root)
    report = find_duplicates([str(corpus.root)], opts)
    assert _groups(report) == sorted(map(sorted, corpus.groups)) and report.errors == []


def test_least_recently_used_indexes_are_pruned(corpus: Corpus, tmp_path: Path, monkeypatch) -> None:
    from foldwise.plugins.dedupe import hashindex

    monkeypatch.setattr(hashindex, "MAX_INDEXES", 3)
    home = tmp_path / "home"
    folder = home / "cache" / "dedupe"
    folder.mkdir(parents=True)
    for i in range(4):
        stale = folder / f"old{i}.idx"
        stale.write_bytes(b"x")
        os.utime(stale, (1_000_000 + i, 1_000_000 + i))
    opts = _opts(home, corpus.root)
    find_duplicates([str(corpus.root)], opts)
    left = sorted(p.name for p in folder.glob("*.idx"))
    assert Path(opts.index_path).name in left and len(left) == 3
    assert "old3.idx" in left and "old0.idx" not in left  # the most recently used old ones stay
