"""The pure finder on real files: exactly the true groups, whatever the decoys."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from foldwise.plugins.dedupe.finder import FinderOptions, find_duplicates

from .conftest import Corpus


def _groups(report) -> list[set[str]]:
    return [{f.path for f in g.files} for g in report.groups]


@pytest.mark.parametrize("workers", [1, 3])
@pytest.mark.parametrize("algorithm", ["xxh3_128", "blake3"])
def test_finds_exactly_the_true_groups(corpus: Corpus, workers: int, algorithm: str) -> None:
    report = find_duplicates([str(corpus.root)], FinderOptions(workers=workers, algorithm=algorithm))
    assert sorted(map(sorted, _groups(report))) == sorted(map(sorted, corpus.groups))
    assert [set(s) for s in report.linked] == corpus.linked
    assert report.duplicate_files == 3
    big = next(g for g in report.groups if len(g.files) == 2)
    assert report.wasted_bytes == 2 * 5000 + big.size
    assert report.errors == []
    assert report.peak_rss_bytes > 0


def test_group_hash_is_the_content_hash(corpus: Corpus) -> None:
    import blake3
    import xxhash

    for algorithm, fn in (("xxh3_128", lambda b: xxhash.xxh3_128_hexdigest(b)),
                          ("blake3", lambda b: blake3.blake3(b).hexdigest())):
        report = find_duplicates([str(corpus.root)], FinderOptions(algorithm=algorithm))
        for group in report.groups:
            assert group.hash == fn(Path(group.files[0].path).read_bytes())


def test_tiny_blocks_still_catch_middle_and_last_byte_decoys(corpus: Corpus) -> None:
    """Force every file through head, tail and full passes with 1-byte blocks."""
    opts = FinderOptions(head_bytes=1, tail_bytes=1, small_file_bytes=1, chunk_bytes=4096)
    report = find_duplicates([str(corpus.root)], opts)
    assert sorted(map(sorted, _groups(report))) == sorted(map(sorted, corpus.groups))


def test_min_size_extensions_and_nested_roots(corpus: Corpus) -> None:
    report = find_duplicates([str(corpus.root)], FinderOptions(min_size=6000))
    assert _groups(report) == [g for g in corpus.groups if "video.bin" in next(iter(g))]
    report = find_duplicates([str(corpus.root)], FinderOptions(extensions=frozenset({".txt"})))
    assert _groups(report) == [g for g in corpus.groups if "note.txt" in next(iter(g))]
    # Overlapping roots do not count a file twice (it would look like a hard link to itself).
    report = find_duplicates([str(corpus.root), str(corpus.root / "a"), str(corpus.root / "a")])
    assert len(report.groups) == 2 and report.duplicate_files == 3


def test_file_vanishing_mid_scan_is_reported_not_fatal(corpus: Corpus) -> None:
    """A large file removed after the walk (between two passes) becomes an error entry, not a crash."""
    big = sorted(next(g for g in corpus.groups if any("video.bin" in p for p in g)))
    removed: list[str] = []

    def on_progress(done: int, total: int, stage: str) -> None:
        if stage == "small files" and not removed:
            os.unlink(big[0])
            removed.append(big[0])

    report = find_duplicates([str(corpus.root)], on_progress=on_progress)
    assert removed and any(e["path"] == big[0] for e in report.errors)
    assert all(big[0] not in {f.path for f in g.files} for g in report.groups)
    assert len(report.groups) == 1  # the small group survives; the large one lost its partner


def test_cancel_stops_early(corpus: Corpus) -> None:
    report = find_duplicates([str(corpus.root)], should_stop=lambda: True)
    assert report.cancelled and report.groups == []


def test_progress_reports_stages(corpus: Corpus) -> None:
    seen: list[tuple[int, int, str]] = []
    find_duplicates([str(corpus.root)], on_progress=lambda d, t, s: seen.append((d, t, s)))
    assert seen[-1][2] == "done" and seen[-1][0] == seen[-1][1] > 0


def _open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


@pytest.mark.parametrize("kept", [0, 1, 2, 1024])
def test_files_opened_through_kept_directory_descriptors(corpus: Corpus, kept: int, monkeypatch) -> None:
    """The hashing opens a file relative to its directory's descriptor when the walk kept one (at most
    ``_dirs_to_keep()``), by path otherwise: the same exact groups either way, no descriptor is left open and
    the entries handed out no longer name one."""
    from foldwise.plugins.dedupe import finder

    monkeypatch.setattr(finder, "_dirs_to_keep", lambda: kept)
    before = _open_fds()
    report = find_duplicates([str(corpus.root)], FinderOptions(workers=2))
    assert sorted(map(sorted, _groups(report))) == sorted(map(sorted, corpus.groups))
    assert report.errors == []
    assert _open_fds() == before
    assert all(f.dir_fd == -1 for g in report.groups for f in g.files)


@pytest.mark.parametrize("kept", [0, 1024])
def test_directory_renamed_after_the_walk(corpus: Corpus, kept: int, monkeypatch) -> None:
    """A kept directory descriptor follows the directory it walked: its files are read from there, not from
    whatever now sits at the old path (a rename between the walk and the hashing); without one the file at the
    old path is read, and a stranger there is never grouped with the original."""
    from foldwise.plugins.dedupe import finder

    monkeypatch.setattr(finder, "_dirs_to_keep", lambda: kept)
    moved: list[str] = []

    def on_progress(done: int, total: int, stage: str) -> None:
        if stage == "small files" and not moved:
            os.rename(corpus.root / "archive", corpus.root / "archive-moved")
            (corpus.root / "archive").mkdir()
            (corpus.root / "archive" / "video.bin").write_bytes(b"x" * 10)  # a stranger at the old path
            moved.append("archive")

    report = find_duplicates([str(corpus.root)], on_progress=on_progress)
    assert moved
    big = [g for g in report.groups if len(g.files) == 2]
    if kept:
        assert [{os.path.basename(os.path.dirname(f.path)) for f in g.files} for g in big] == [{"a", "archive"}]
        again = next(g for g in find_duplicates([str(corpus.root)]).groups if len(g.files) == 2)
        assert big[0].hash == again.hash and {os.path.basename(os.path.dirname(f.path)) for f in again.files} \
            == {"a", "archive-moved"}
    else:
        assert big == []  # the stranger differs from the original: no group


def test_hashing_threads_follow_the_request_or_the_idle_cores(corpus: Corpus) -> None:
    """A second hashing thread only where a core is idle (on a busy machine it slowed the scan down);
    an explicit ``workers`` is obeyed; the groups are the same whatever the count."""
    from foldwise.plugins.dedupe.finder import _workers, _workers_for

    assert _workers(3) == 3 and _workers(1) == 1 and _workers(0) == 1
    assert _workers(None) in (1, 2)
    assert _workers_for(2, 0.3) == 2 and _workers_for(2, 1.0) == 2
    assert _workers_for(2, 1.2) == 1 and _workers_for(2, 5.0) == 1 and _workers_for(1, 0.0) == 1
    assert _workers_for(8, 6.5) == 2 and _workers_for(8, 7.5) == 1
    report = find_duplicates([str(corpus.root)])
    assert sorted(map(sorted, _groups(report))) == sorted(map(sorted, corpus.groups))


def test_kept_directories_are_a_quarter_of_the_free_descriptors() -> None:
    """The walk never keeps more than a quarter of the descriptors still free (at most 1,024), so concurrent
    scans in one service cannot use them all up."""
    import resource

    from foldwise.plugins.dedupe.finder import _dirs_to_keep

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    limit = _open_fds() + 200
    resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))
    opened: list[int] = []
    try:
        assert _dirs_to_keep() == (limit - _open_fds()) // 4 == 50
        opened = [os.open("/", os.O_RDONLY) for _ in range(40)]
        assert _dirs_to_keep() == 40
    finally:
        for fd in opened:
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    assert 0 < _dirs_to_keep() <= 1024
