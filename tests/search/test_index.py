"""``SearchIndex`` on a real SQLite file: capped totals, one-pass paging, the type facets, name words, migration."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Iterator

import pytest

from foldwise.plugins.search import index as index_module
from foldwise.plugins.search.filters import Filters, build_match
from foldwise.plugins.search.index import FileRecord, Page, SearchIndex

ROOT = "/data"


def record(name: str, *, folder: str = "docs", kind: str = "document", body: str = "", size: int = 100,
           mtime: float = 1.7e9) -> FileRecord:
    ext = name.rsplit(".", 1)[1].lower() if "." in name else ""
    return FileRecord(path=f"{ROOT}/{folder}/{name}", name=name, folder=folder, root=ROOT, ext=ext, kind=kind,
                      size=size, mtime=mtime, body=body)


@pytest.fixture
def index(tmp_path: Path) -> Iterator[SearchIndex]:
    idx = SearchIndex(tmp_path / "search.db")
    idx.open_sync()
    yield idx
    idx.close()


def find(idx: SearchIndex, q: str, filters: Filters | None = None, *, limit: int = 20, offset: int = 0) -> Page:
    match = build_match(q)
    assert match is not None
    return idx.search_sync(match, filters or Filters(), limit=limit, offset=offset)


def names(page: Page) -> list[str]:
    return [hit.name for hit in page.hits]


def test_total_is_capped_and_flagged(index: SearchIndex, monkeypatch: pytest.MonkeyPatch) -> None:
    index.upsert_sync([record(f"alpha-{i:02d}.txt", body="alpha " * (i % 4)) for i in range(12)])
    monkeypatch.setattr(index_module, "COUNT_CAP", 5)
    page = find(index, "alpha", limit=3)
    assert (page.total, page.total_capped, len(page.hits)) == (5, True, 3)
    # a page past the cap still reports at least the rows it has reached
    deep = find(index, "alpha", limit=3, offset=6)
    assert deep.total_capped and deep.total >= 9 and len(deep.hits) == 3
    monkeypatch.setattr(index_module, "COUNT_CAP", 100)
    page = find(index, "alpha", limit=3)
    assert (page.total, page.total_capped) == (12, False)


def test_total_without_a_count_when_the_page_is_not_full(index: SearchIndex) -> None:
    index.upsert_sync([record(f"beta-{i}.txt") for i in range(3)] + [record("other.txt")])
    page = find(index, "beta", limit=10)
    assert (page.total, page.total_capped, len(page.hits)) == (3, False, 3)
    assert find(index, "beta", limit=2, offset=2).total == 3
    assert find(index, "beta", limit=2, offset=10).hits == []
    assert find(index, "nomatchatall").total == 0


def test_pages_follow_one_order_and_relevance_uses_the_best_score(index: SearchIndex,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    # varied scores (name vs body, repeats, lengths) and ties (identical bodies)
    records = [record(f"gamma-{i:02d}.txt", body="gamma " * (i % 5) + "filler " * (i % 7)) for i in range(25)]
    records += [record(f"note-{i:02d}.txt", body="a gamma here") for i in range(10)]
    index.upsert_sync(records)
    whole = find(index, "gamma", limit=100)
    assert whole.total == 35 and len(whole.hits) == 35
    scores = [hit.score for hit in whole.hits]
    assert scores == sorted(scores, reverse=True) and whole.best == scores[0]
    paged = [hit.path for k in range(4) for hit in find(index, "gamma", limit=10, offset=10 * k).hits]
    assert paged == [hit.path for hit in whole.hits]
    # the deep-page path (best score in its own query) returns the same rows and best score
    monkeypatch.setattr(index_module, "ONE_PASS_ROWS", 5)
    deep = find(index, "gamma", limit=10, offset=20)
    assert [hit.path for hit in deep.hits] == [hit.path for hit in whole.hits[20:30]]
    assert deep.best == whole.best and deep.total == 35


def test_snippets_only_for_text_matches(index: SearchIndex) -> None:
    index.upsert_sync([record(f"delta-{i}.txt", body=f"nothing {i}") for i in range(30)]
                      + [record("zz.txt", body="the word delta <b>in</b> the text")])
    page = find(index, "delta", limit=40)
    snippets = {hit.name: hit.snippet for hit in page.hits}
    assert snippets["zz.txt"] == "the word <mark>delta</mark> &lt;b&gt;in&lt;/b&gt; the text"
    assert all(snippets[f"delta-{i}.txt"] is None for i in range(30))


def test_type_filter_is_matched_on_facets(index: SearchIndex) -> None:
    index.upsert_sync([
        record("report.pdf"), record("report.docx"), record("report.c++", kind="code"),
        record("report.jpg", kind="image"), record("kdocument.txt", kind="text"),
    ])
    assert set(names(find(index, "report", Filters(kinds=["image"])))) == {"report.jpg"}
    assert set(names(find(index, "report", Filters(extensions=["pdf", "c++"])))) == {"report.pdf", "report.c++"}
    assert set(names(find(index, "report", Filters(kinds=["image"], extensions=["pdf"])))) == {"report.jpg",
                                                                                             "report.pdf"}
    # facet tokens are never matched by the user's words
    assert names(find(index, "kimage")) == [] and names(find(index, "kdoc")) == ["kdocument.txt"]
    # size and date filters still apply exactly, together with the facets
    index.upsert_sync([record("report-big.pdf", size=5 << 20)])
    big = Filters(extensions=["pdf"], size_min=1 << 20)
    assert names(find(index, "report", big)) == ["report-big.pdf"]


def test_names_are_split_and_compounds_found_whole(index: SearchIndex) -> None:
    index.upsert_sync([
        record("PowerPointDeck.pptx", kind="presentation"), record("DSC01234.JPG", kind="image"),
        record("InvoiceApril2024.pdf"), record("song.mp3", kind="audio"), record("notes.txt", body="an mp3 file"),
        record("plain.txt", folder="MyTrips/Rome"),
    ])
    assert names(find(index, "powerpoint")) == ["PowerPointDeck.pptx"]  # the compound, typed lowercase
    assert names(find(index, "point deck")) == ["PowerPointDeck.pptx"]
    assert names(find(index, "dsc01234")) == ["DSC01234.JPG"]
    assert names(find(index, "dsc")) == ["DSC01234.JPG"]
    assert names(find(index, "april2024")) == ["InvoiceApril2024.pdf"]
    assert names(find(index, '"invoice april"')) == ["InvoiceApril2024.pdf"]
    assert set(names(find(index, "mp3"))) == {"song.mp3", "notes.txt"}
    assert names(find(index, "trips")) == ["plain.txt"] and names(find(index, "mytrips")) == ["plain.txt"]
    # glued tokens are gone, so a prefix expands to real words only
    conn = sqlite3.connect(index.path)
    conn.execute("CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, fts, row)")
    terms = {t for (t,) in conn.execute("SELECT term FROM temp.vocab")}
    conn.close()
    assert {"dsc", "01234", "power", "point", "0powerpoint"} <= terms
    assert not {"dsc01234", "powerpointdeck", "invoiceapril2024"} & terms


def test_rename_updates_type_and_words(index: SearchIndex) -> None:
    index.upsert_sync([record("draft.txt", kind="text")])
    unknown = index.move_sync([(f"{ROOT}/docs/draft.txt", f"{ROOT}/docs/FinalCut.pdf")],
                              lambda path: (ROOT, "docs"), kind_of=lambda name: "document")
    assert unknown == []
    assert names(find(index, "cut", Filters(extensions=["pdf"]))) == ["FinalCut.pdf"]
    assert names(find(index, "finalcut", Filters(kinds=["document"]))) == ["FinalCut.pdf"]
    assert names(find(index, "draft")) == [] and names(find(index, "final", Filters(kinds=["text"]))) == []


def test_an_index_of_another_schema_version_is_rebuilt(tmp_path: Path) -> None:
    path = tmp_path / "search.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE files(id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
        CREATE VIRTUAL TABLE fts USING fts5(name, folder, body);
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO meta VALUES ('schema_version', '1'), ('last_scan', '2024-01-01');
        INSERT INTO files VALUES (1, '/data/old.txt', 'old.txt');
        INSERT INTO fts(rowid, name, folder, body) VALUES (1, 'old.txt', '', '');
    """)
    conn.close()
    idx = SearchIndex(path)
    idx.open_sync()
    try:
        stats = idx.stats_sync()
        assert stats["files"] == 0 and stats["schema_version"] == index_module.SCHEMA_VERSION
        assert "last_scan" not in stats  # so the next start (or the CLI) builds it again
        idx.upsert_sync([record("fresh.txt")])
        assert names(find(idx, "fresh")) == ["fresh.txt"]
    finally:
        idx.close()
    # reopening the current version keeps the rows
    again = SearchIndex(path)
    again.open_sync()
    try:
        assert again.stats_sync()["files"] == 1
    finally:
        again.close()
