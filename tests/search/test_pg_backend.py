"""The PostgreSQL search backend: the same corpus and queries answered by SQLite FTS5 and by PostgreSQL
full-text search through ``GET /api/v1/search``, compared (the same files match; the clear best hit is the
same), plus the shared index's upkeep: journal moves, one leader per deployment."""

from __future__ import annotations

import asyncio
import os
import uuid
from pathlib import Path
from typing import Any, AsyncIterator

import pytest

from conftest import _create_pg_database, _drop_pg_database, make_settings, register_and_login, require_service
from search.test_search_api import corpus
from waiting import wait_until_async

#: every query of the parity check: (query string, the best hit's name when one is clearly best, or None)
QUERIES: list[tuple[str, str | None]] = [
    ("q=invoice", None),
    ("q=invo", None),
    ("q=xylophonist", "scan_0001.pdf"),
    ("q=pelican", "report.docx"),
    ("q=april", "InvoiceApril.md"),
    ("q=invoiceapril", "InvoiceApril.md"),
    ("q=PowerPoint", "PowerPointDeck.txt"),
    ("q=powerpoint", "PowerPointDeck.txt"),
    ("q=deck", "PowerPointDeck.txt"),
    ("q=DSC01234", "DSC01234.JPG"),
    ("q=dsc", None),
    ("q=2024", None),
    ('q="invoice again"', "InvoiceApril.md"),
    ("q=invoice -march", None),
    ("q=invoice -garden -old", None),
    ("q=finance", None),
    ("q=cafe", "Café menu.txt"),
    ("q=caf%C3%A9", "Café menu.txt"),
    ("q=invoice&type=text", None),
    ("q=invoice&type=md,pdf", None),
    ("q=invoice&date=<2021-01-01", "old-invoice.txt"),
    ("q=invoice&size=<1KB", None),
    ("q=report_2024", None),
    ("q=nothingmatchesthis", None),
    ("q=k2024", None),
    ("q=-invoice", None),
]


def extra_files(root: Path) -> None:
    (root / "slides").mkdir()
    (root / "slides" / "PowerPointDeck.txt").write_text("quarterly numbers")
    (root / "slides" / "report_2024_final.txt").write_text("the 2024 figures, invoice attached")
    (root / "photos").mkdir()
    (root / "photos" / "DSC01234.JPG").write_bytes(b"\xff\xd8\xff\xe0 not really a jpeg")
    (root / "photos" / "DSC09999.JPG").write_bytes(b"\xff\xd8\xff\xe0 another")
    (root / "Café menu.txt").write_text("Crème brûlée and coffee")


async def _app(home: Path, root: Path, url: str | None) -> Any:
    from foldwise.kernel.app import create_app

    overrides: dict[str, Any] = {"search": {"build_on_start": False}}
    if url:
        overrides["database"] = {"url": url}
    return create_app(make_settings(home, [root], **overrides))


@pytest.fixture
async def pg_url() -> AsyncIterator[str]:
    require_service("postgres")
    from tortoise.backends.base.executor import EXECUTOR_CACHE

    EXECUTOR_CACHE.clear()
    url = await _create_pg_database()
    try:
        yield url
    finally:
        await _drop_pg_database(url)


async def _names(client: Any, headers: dict[str, str], query: str) -> tuple[list[str], dict[str, Any]]:
    response = await client.get(f"/api/v1/search?{query}&limit=100", headers=headers)
    body = await response.get_json()
    assert response.status_code == 200, (query, body)
    return [r["name"] for r in body["data"]["results"]], body["data"]


def _service(test_app: Any) -> Any:
    from foldwise.plugins.search.service import SearchService

    return test_app.app.kernel.service(SearchService)


async def _answers(test_app: Any, queries: list[str]) -> dict[str, tuple[list[str], dict[str, Any]]]:
    """Index the tree and answer every query through the REST route."""
    assert (await _service(test_app).rescan())["state"] == "ready"
    client = test_app.test_client()
    headers = await register_and_login(client, "admin")
    return {query: await _names(client, headers, query) for query in queries}


#: user text that must never reach tsquery (or FTS5) syntax unquoted
HOSTILE = ["q=%27%3A*%20%7C%20%21", "q=a%3C-%3Eb", "q=%5C", "q=%22unclosed", "q=%28%29%26%7C",
           "q=invoice%20%21march", "q=invoice%20_", "q=invoice%20-_", "q=_"]
PAGES = [f"q=invoice&limit=2&page={page}" for page in (1, 2, 3)]


async def test_same_results_on_sqlite_and_postgres(tmp_path: Path, pg_url: str) -> None:
    root = tmp_path / "root"
    root.mkdir()
    corpus(root)
    extra_files(root)
    queries = [q for q, _ in QUERIES] + HOSTILE + PAGES
    # one app per process at a time (tortoise has one global context): SQLite first, then PostgreSQL
    async with (await _app(tmp_path / "home-sqlite", root, None)).test_app() as lite:
        assert not _service(lite).shared
        lite_answers = await _answers(lite, queries)
    async with (await _app(tmp_path / "home-pg", root, pg_url)).test_app() as pg:
        service = _service(pg)
        assert service.shared
        pg_answers = await _answers(pg, queries)
        assert (await service.stats())["backend"] == "postgres"
        client = pg.test_client()
        headers = await register_and_login(client, "admin")
        # semantic modes need the embedded index: a clear 503 in the contract's error shape
        response = await client.get("/api/v1/search?q=invoice&mode=hybrid", headers=headers)
        body = await response.get_json()
        assert response.status_code == 503 and body["error"] == "optional_feature_unavailable", body
    assert not (tmp_path / "home-pg" / "search.db").exists()  # no per-instance index beside PostgreSQL
    nonempty = 0
    for query in [q for q, _ in QUERIES] + HOSTILE:
        (lite_names, lite_data), (pg_names, pg_data) = lite_answers[query], pg_answers[query]
        assert sorted(pg_names) == sorted(lite_names), query
        assert pg_data["total"] == lite_data["total"], query
        nonempty += bool(lite_names)
        if pg_names:
            relevances = [r["relevance"] for r in pg_data["results"]]
            assert relevances[0] == 1.0 and relevances == sorted(relevances, reverse=True), query
    assert nonempty >= 18  # the comparison is not vacuous
    for query, best in QUERIES:
        if best is not None:
            assert lite_answers[query][0][0] == best and pg_answers[query][0][0] == best, \
                (query, lite_answers[query][0], pg_answers[query][0])
    # snippets: the matched word of the extracted text, marked
    assert "<mark>xylophonist</mark>" in pg_answers["q=xylophonist"][1]["results"][0]["snippet"]
    # pages never overlap
    seen = [r["path"] for query in PAGES for r in pg_answers[query][1]["results"]]
    assert len(seen) == len(set(seen)) == min(6, len(pg_answers["q=invoice"][0]))


async def test_shared_index_follows_the_journal_and_has_one_leader(tmp_path: Path, pg_url: str) -> None:
    from foldwise.plugins.search.leader import IndexLeader

    root = tmp_path / "root"
    root.mkdir()
    corpus(root)
    async with (await _app(tmp_path / "home-1", root, pg_url)).test_app() as one:
        leader = _service(one)
        await wait_until_async(lambda: leader._leader.leading, timeout=10, what="the instance to lead")
        assert leader._subscription is not None
        await leader.rescan()
        # another instance of the deployment (its leader task): cannot lead while this one does
        took: list[bool] = []

        async def on_lead() -> None:
            took.append(True)

        contender = IndexLeader(leader.index.dsn, on_lead, retry=0.1)
        task = asyncio.get_running_loop().create_task(contender.run())
        await asyncio.sleep(0.5)
        assert took == [] and not contender.leading
        client = one.test_client()
        headers = await register_and_login(client, "admin")
        assert (await _names(client, headers, "q=xylophonist"))[0] == ["scan_0001.pdf"]
        # a journaled rename lands in the shared index through the leader
        kernel = one.app.kernel
        old = root / "finance" / "scan_0001.pdf"
        new = root / "finance" / f"concert-{uuid.uuid4().hex[:6]}.pdf"
        before = leader.updates
        async with kernel.journal.transaction("move", description="test move") as txn:
            await txn.move(old, new)
        await wait_until_async(lambda: leader.updates > before, timeout=5, what="the leader to apply the move")
        names, data = await _names(client, headers, "q=xylophonist")
        assert names == [new.name] and data["results"][0]["path"] == str(new.resolve())
        assert (await _names(client, headers, "q=scan_0001"))[0] == []
    # the instance stopped: its session ended, so the other one takes over
    try:
        await wait_until_async(lambda: contender.leading, timeout=5, what="the other instance to lead")
        assert took == [True]
    finally:
        task.cancel()
        await contender.close()
    assert os.path.exists(new)


async def test_a_worker_on_postgres_keeps_no_index_current(home: Path, root: Path, pg_url: str) -> None:
    from foldwise.kernel.core import Kernel

    (root / "a.txt").write_text("alpha")
    kernel = Kernel(make_settings(home, [root], database={"url": pg_url}, search={"build_on_start": True}))
    kernel.role = "worker"
    await kernel.start(run_jobs=False, recover=False)
    try:
        service = kernel.service("foldwise.plugins.search.service:SearchService")
        assert service.shared and service.running
        assert service._leader is None and service._subscription is None and not service._tasks  # no upkeep
        assert (await service.stats())["files"] == 0  # but a job on the worker may read the shared index
    finally:
        await kernel.stop()
    assert not (home / "search.db").exists()


async def test_cli_search_on_postgres_reads_the_shared_index(tmp_path: Path, pg_url: str) -> None:
    """``foldwise search`` on a PostgreSQL deployment answers from the shared tables (through a one-shot
    kernel), even when a stale ``search.db`` of an earlier SQLite setup is left in the data home."""
    import json

    from cli_probe import run_cli

    root, home = tmp_path / "root", tmp_path / "home"
    root.mkdir()
    home.mkdir()
    corpus(root)
    (home / "search.db").write_bytes(b"")  # a leftover file must not be read
    async with (await _app(home, root, pg_url)).test_app() as pg:
        expected = (await _answers(pg, ["q=invoice"]))["q=invoice"][1]
    done, _ = await asyncio.to_thread(run_cli, ["search", "invoice", "--limit", "100", "--json"], home, root,
                                      FOLDWISE_DATABASE__URL=pg_url)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["total"] == expected["total"] >= 4
    assert sorted(r["path"] for r in answer["results"]) == sorted(r["path"] for r in expected["results"])


def test_python_tokens_equal_fts5_unicode61_tokens() -> None:
    """The PostgreSQL backend's words are FTS5's: the same tokenizer output on accents, ligatures, scripts."""
    import sqlite3

    from foldwise.plugins.search.pg_text import fold_tokens

    texts = ["Søren Łódź straße", "ǆemal ﬁle İstanbul", "Ærø naïve résumé", "Ωmega x² ١٢٣", "report_2024-final.PDF",
             "InvoiceApril2024 DSC01234.JPG", "café–crème (brûlée)", "日本語のテキスト 中文", "a'b \"c\" d.e/f"]
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE t USING fts5(a, tokenize = 'unicode61 remove_diacritics 2')")
    conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')")
    for i, text in enumerate(texts):
        conn.execute("INSERT INTO t(rowid, a) VALUES (?, ?)", (i, text))
        fts5 = [term for term, in conn.execute("SELECT term FROM v WHERE doc = ? ORDER BY offset", (i,))]
        assert fold_tokens(text) == fts5, text
