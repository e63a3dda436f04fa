"""``GET /api/v1/search`` over a real index of real files, kept current by the journal's events."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest

from analysis.samples import make_docx, make_pdf
from waiting import wait_until_async


def service(app: Any) -> Any:
    from foldwise.plugins.search.service import SearchService

    return app.app.kernel.service(SearchService)


async def search(client: Any, headers: dict[str, str], query: str, expect: int = 200) -> dict[str, Any]:
    response = await client.get(f"/api/v1/search?{query}", headers=headers)
    body = await response.get_json()
    assert response.status_code == expect, body
    return body


def corpus(root: Path) -> None:
    (root / "finance").mkdir()
    (root / "finance" / "scan_0001.pdf").write_bytes(make_pdf("Payment received for the xylophonist concert"))
    (root / "finance" / "invoice-march.txt").write_text("Invoice for March. Amount due: 120 EUR.")
    (root / "finance" / "InvoiceApril.md").write_text("# April\n\nSecond invoice, invoice again, invoice.")
    (root / "notes").mkdir()
    (root / "notes" / "ideas.txt").write_text("A garden with an invoice mentioned once among many other words " * 3)
    (root / "notes" / "report.docx").touch()
    make_docx(root / "notes" / "report.docx", ["The pelican budget was approved."])
    (root / "big.bin").write_bytes(os.urandom(3 * 1024 * 1024))
    old = root / "notes" / "old-invoice.txt"
    old.write_text("invoice from long ago")
    stamp = time.mktime((2020, 3, 15, 12, 0, 0, 0, 0, -1))
    os.utime(old, (stamp, stamp))


@pytest.fixture
async def indexed(app: Any, root: Path) -> Any:
    corpus(root)
    status = await service(app).rescan()
    assert status["state"] == "ready"
    return app


async def test_word_only_inside_a_pdf_finds_the_pdf(indexed: Any, client: Any, admin_headers: dict[str, str]) -> None:
    body = await search(client, admin_headers, "q=xylophonist")
    results = body["data"]["results"]
    assert [r["name"] for r in results] == ["scan_0001.pdf"]
    assert "<mark>xylophonist</mark>" in results[0]["snippet"]
    assert results[0]["relevance"] == 1.0 and body["data"]["total"] == 1


async def test_docx_text_is_indexed(indexed: Any, client: Any, admin_headers: dict[str, str]) -> None:
    results = (await search(client, admin_headers, "q=pelican"))["data"]["results"]
    assert [r["name"] for r in results] == ["report.docx"]


async def test_relevance_normalised_and_ordered(indexed: Any, client: Any, admin_headers: dict[str, str]) -> None:
    results = (await search(client, admin_headers, "q=invoice"))["data"]["results"]
    names = [r["name"] for r in results]
    assert len(results) == 4
    relevances = [r["relevance"] for r in results]
    assert relevances == sorted(relevances, reverse=True)
    assert relevances[0] == 1.0 and all(0 <= r <= 1 for r in relevances)
    # a name match outranks a single mention deep in the text
    assert names.index("ideas.txt") == 3
    assert set(names[:3]) == {"invoice-march.txt", "InvoiceApril.md", "old-invoice.txt"}


async def test_result_shape_and_file_id(indexed: Any, client: Any, admin_headers: dict[str, str], root: Path) -> None:
    results = (await search(client, admin_headers, "q=march"))["data"]["results"]
    item = results[0]
    assert {"id", "name", "path", "relevance", "type", "size", "modified"} <= set(item)
    assert item["path"] == str((root / "finance" / "invoice-march.txt").resolve())
    response = await client.get(f"/api/v1/files/{item['id']}", headers=admin_headers)
    if response.status_code != 404 or "files" in indexed.app.kernel.pm.infos:
        body = await response.get_json()
        assert response.status_code == 200, body
        assert body["data"]["name"] == "invoice-march.txt"


async def test_camel_case_names_and_prefixes(indexed: Any, client: Any, admin_headers: dict[str, str]) -> None:
    names = [r["name"] for r in (await search(client, admin_headers, "q=april"))["data"]["results"]]
    assert "InvoiceApril.md" in names
    names = [r["name"] for r in (await search(client, admin_headers, "q=xyloph"))["data"]["results"]]
    assert names == ["scan_0001.pdf"]


async def test_folder_names_are_searchable(indexed: Any, client: Any, admin_headers: dict[str, str]) -> None:
    names = {r["name"] for r in (await search(client, admin_headers, "q=finance"))["data"]["results"]}
    assert {"scan_0001.pdf", "invoice-march.txt", "InvoiceApril.md"} <= names


async def test_filters(indexed: Any, client: Any, admin_headers: dict[str, str]) -> None:
    async def names(query: str) -> set[str]:
        return {r["name"] for r in (await search(client, admin_headers, query))["data"]["results"]}

    assert await names("q=invoice&type=md") == {"InvoiceApril.md"}
    assert await names("q=invoice&type=text") == {"invoice-march.txt", "InvoiceApril.md", "ideas.txt", "old-invoice.txt"}
    assert await names("q=big&size=>1MB") == {"big.bin"}
    assert await names("q=big&size=<1MB") == set()
    assert await names("q=invoice&date=<2021-01-01") == {"old-invoice.txt"}
    assert await names("q=invoice&date=7d") == {"invoice-march.txt", "InvoiceApril.md", "ideas.txt"}
    assert await names("q=invoice&date=2020-03-01..2020-03-31") == {"old-invoice.txt"}
    assert await names("q=invoice -march") == {"InvoiceApril.md", "ideas.txt", "old-invoice.txt"}


async def test_pagination(indexed: Any, client: Any, admin_headers: dict[str, str]) -> None:
    first = (await search(client, admin_headers, "q=invoice&limit=2&page=1"))["data"]
    second = (await search(client, admin_headers, "q=invoice&limit=2&page=2"))["data"]
    assert first["total"] == second["total"] == 4 and second["page"] == 2
    assert first["total_capped"] is False and second["total_capped"] is False
    assert len(first["results"]) == len(second["results"]) == 2
    assert not {r["id"] for r in first["results"]} & {r["id"] for r in second["results"]}
    assert max(r["relevance"] for r in second["results"]) <= min(r["relevance"] for r in first["results"])


@pytest.mark.parametrize("query", ["q=", "q=%20%20", ""])
async def test_empty_q_is_400_detail(client: Any, admin_headers: dict[str, str], query: str) -> None:
    body = await search(client, admin_headers, query, expect=400)
    assert body == {"detail": "the query parameter q must not be empty"}


@pytest.mark.parametrize(("query", "loc"), [
    ("q=a&page=0", ["query", "page"]),
    ("q=a&limit=1000", ["query", "limit"]),
    ("q=a&page=x", ["query", "page"]),
    ("q=a&size=huge", ["query", "size"]),
    ("q=a&date=someday", ["query", "date"]),
    ("q=a&type=a%20b", ["query", "type"]),
    ("q=a&mode=psychic", ["query", "mode"]),
])
async def test_bad_params_are_422(client: Any, admin_headers: dict[str, str], query: str, loc: list[str]) -> None:
    body = await search(client, admin_headers, query, expect=422)
    assert body["error"] == "validation_error" and body["details"][0]["loc"] == loc


async def test_semantic_without_group_is_503(client: Any, admin_headers: dict[str, str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    from foldwise.plugins.search.semantic import MODULES

    for module in MODULES:  # block the group's imports, as an install without the extra would
        monkeypatch.setitem(sys.modules, module, None)
    body = await search(client, admin_headers, "q=a&mode=hybrid", expect=503)
    assert body["error"] == "optional_feature_unavailable" and body["details"]["group"] == "semantic"


async def test_needs_credentials_and_viewer_can_search(client: Any, admin_headers: dict[str, str]) -> None:
    assert (await client.get("/api/v1/search?q=a")).status_code == 401
    from conftest import register_and_login

    viewer = await register_and_login(client, "bob")  # second user: member
    assert (await client.get("/api/v1/search?q=a", headers=viewer)).status_code == 200


async def wait_for(client: Any, headers: dict[str, str], query: str, predicate: Any, timeout: float = 1.0) -> float:
    """Search until ``predicate(results)``; return the seconds it took (the index's latency is under test)."""
    start = time.monotonic()

    async def results() -> list[dict[str, Any]]:
        return (await search(client, headers, query))["data"]["results"]

    await wait_until_async(results, until=predicate, timeout=timeout, what=f"search {query} to see the change")
    return time.monotonic() - start


async def test_journal_move_is_found_at_new_path_within_a_second(indexed: Any, client: Any,
                                                                 admin_headers: dict[str, str], root: Path) -> None:
    kernel = indexed.app.kernel
    src = root / "finance" / "scan_0001.pdf"
    (root / "archive").mkdir()
    dst = root / "archive" / "concert-receipt.pdf"
    async with kernel.journal.transaction("move", description="test move") as txn:
        await txn.move(src, dst)
    elapsed = await wait_for(client, admin_headers, "q=xylophonist",
                             lambda rs: [r["path"] for r in rs] == [str(dst.resolve())])
    assert elapsed < 1.0
    # the new name is searchable too, the old one is gone
    await wait_for(client, admin_headers, "q=concert", lambda rs: any(r["name"] == "concert-receipt.pdf" for r in rs))
    assert (await search(client, admin_headers, "q=scan_0001"))["data"]["results"] == []


async def test_journal_folder_move_trash_and_undo(indexed: Any, client: Any, admin_headers: dict[str, str],
                                                  root: Path) -> None:
    kernel = indexed.app.kernel
    async with kernel.journal.transaction("move") as txn:
        await txn.move(root / "notes", root / "papers")
    await wait_for(client, admin_headers, "q=pelican",
                   lambda rs: [r["path"] for r in rs] == [str((root / "papers" / "report.docx").resolve())])
    async with kernel.journal.transaction("delete") as txn:
        await txn.trash(root / "papers" / "report.docx")
    await wait_for(client, admin_headers, "q=pelican", lambda rs: rs == [])
    await kernel.journal.undo()
    await wait_for(client, admin_headers, "q=pelican",
                   lambda rs: [r["name"] for r in rs] == ["report.docx"])


async def test_new_file_written_through_the_journal(indexed: Any, client: Any, admin_headers: dict[str, str],
                                                    root: Path) -> None:
    kernel = indexed.app.kernel
    async with kernel.journal.transaction("upload") as txn:
        await txn.write_new(root / "quasar.txt", b"notes about a distant quasar")
    await wait_for(client, admin_headers, "q=quasar", lambda rs: [r["name"] for r in rs] == ["quasar.txt"])


async def test_rescan_skips_unchanged_and_sees_edits(indexed: Any, root: Path) -> None:
    svc = service(indexed)
    again = await svc.rescan()
    assert again["indexed"] == 0 and again["removed"] == 0 and again["scanned"] == 7
    (root / "notes" / "ideas.txt").write_text("completely new words: marzipan")
    os.utime(root / "notes" / "ideas.txt", (time.time() + 5, time.time() + 5))
    (root / "big.bin").unlink()
    third = await svc.rescan()
    assert third["indexed"] == 1 and third["removed"] == 1


async def test_reindex_route(indexed: Any, client: Any, admin_headers: dict[str, str], root: Path) -> None:
    (root / "walrus.txt").write_text("a file written behind the journal's back")
    response = await client.post("/api/v1/search/reindex", headers=admin_headers)
    assert response.status_code == 202
    await wait_for(client, admin_headers, "q=walrus", lambda rs: len(rs) == 1, timeout=10)


async def test_ids_match_the_files_plugin(indexed: Any, root: Path) -> None:
    files_service = pytest.importorskip("foldwise.plugins.files.service")
    from foldwise.plugins.search.ids import id_for

    kernel = indexed.app.kernel
    path = str((root / "finance" / "invoice-march.txt").resolve())
    assert id_for(path, [str(r) for r in kernel.sandbox.roots]) == files_service.FilesService(kernel).file_id(path)
