"""Semantic and hybrid search with the real all-MiniLM-L6-v2 model (``semantic`` group), offline."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import make_settings, register_and_login, require_group

DOCS = {
    "cooking/grandma.txt": "Preheat the oven, whisk eggs with sugar and butter, bake the sponge for forty minutes "
                           "and let the chocolate glaze set before slicing.",
    "cars/maintenance.txt": "Change the engine oil every ten thousand kilometres and check the tyre pressure "
                            "and brake pads before a long drive.",
    "money/taxes-2023.txt": "Deductible expenses, the annual income statement and the refund from the revenue "
                            "office for the fiscal year.",
    "garden/spring.txt": "Plant tomato seedlings after the last frost, water the roots and prune the roses.",
    "pets/puppy.txt": "Our new dog needs vaccinations, a leash, training treats and walks twice a day.",
}


@pytest.fixture(autouse=True)
def _semantic_group() -> None:
    require_group("semantic")


@pytest.fixture
async def semantic_app(home: Path, root: Path) -> Any:
    from foldwise.kernel.app import create_app
    from foldwise.plugins.search.service import SearchService

    for rel, text in DOCS.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    app = create_app(make_settings(home, [root], search={"semantic": True, "build_on_start": False}))
    async with app.test_app() as test_app:
        status = await test_app.app.kernel.service(SearchService).rescan()
        assert status["state"] == "ready"
        yield test_app


async def _search(client: Any, headers: dict[str, str], query: str) -> dict[str, Any]:
    response = await client.get(f"/api/v1/search?{query}", headers=headers)
    body = await response.get_json()
    assert response.status_code == 200, body
    return body["data"]


async def test_meaning_finds_a_file_sharing_no_word(semantic_app: Any) -> None:
    client = semantic_app.test_client()
    headers = await register_and_login(client)
    # no word of the query occurs in the target's name, folder or text
    keyword = await _search(client, headers, "q=dessert+recipe&mode=keyword")
    assert keyword["results"] == []
    data = await _search(client, headers, "q=dessert+recipe&mode=semantic")
    assert data["mode"] == "semantic"
    assert data["results"][0]["name"] == "grandma.txt"
    assert data["results"][0]["relevance"] == 1.0
    assert all(0 <= r["relevance"] <= 1 for r in data["results"])
    vehicle = await _search(client, headers, "q=servicing+a+vehicle&mode=semantic")
    assert vehicle["results"][0]["name"] == "maintenance.txt"


async def test_hybrid_fuses_bm25_and_meaning(semantic_app: Any, root: Path) -> None:
    from foldwise.plugins.search.service import SearchService

    (root / "pets" / "dog-names.txt").write_text("Rex, Bella, Max, Luna")
    await semantic_app.app.kernel.service(SearchService).rescan()
    client = semantic_app.test_client()
    headers = await register_and_login(client)
    keyword = [r["name"] for r in (await _search(client, headers, "q=dog&mode=keyword&limit=100"))["results"]]
    semantic = [r["name"] for r in (await _search(client, headers, "q=dog&mode=semantic&limit=100"))["results"]]
    hybrid = await _search(client, headers, "q=dog&mode=hybrid&limit=100")
    names = [r["name"] for r in hybrid["results"]]
    assert set(keyword) == {"puppy.txt", "dog-names.txt"}
    # fused: every keyword hit and every semantic hit, the ones both rankings agree on first
    assert set(names) == set(keyword) | set(semantic) and hybrid["total"] == len(names)
    assert set(names[:2]) == {"puppy.txt", "dog-names.txt"}
    relevances = [r["relevance"] for r in hybrid["results"]]
    assert relevances[0] == 1.0 and relevances == sorted(relevances, reverse=True)
    assert relevances[2] < relevances[1]  # a single-list hit scores below a two-list hit
    # filters apply to the semantic side too
    only_pdf = await _search(client, headers, "q=dog&mode=hybrid&type=pdf")
    assert only_pdf["results"] == [] and only_pdf["total"] == 0


async def test_changed_file_gets_a_new_vector(semantic_app: Any, root: Path) -> None:
    import os

    from foldwise.plugins.search.service import SearchService

    client = semantic_app.test_client()
    headers = await register_and_login(client)
    first = await _search(client, headers, "q=astronomy+telescope+stars&mode=semantic")
    assert first["results"][0]["name"] != "spring.txt"
    target = root / "garden" / "spring.txt"
    target.write_text("Point the telescope at Jupiter's moons and the constellations of the night sky.")
    os.utime(target, (target.stat().st_atime, target.stat().st_mtime + 5))
    await semantic_app.app.kernel.service(SearchService).rescan()
    after = await _search(client, headers, "q=astronomy+telescope+stars&mode=semantic")
    assert after["results"][0]["name"] == "spring.txt"


async def test_semantic_query_embeds_on_demand(home: Path, root: Path) -> None:
    """With ``[search] semantic = false`` nothing is embedded at scan time; the first semantic query does it."""
    from foldwise.kernel.app import create_app
    from foldwise.plugins.search.service import SearchService

    for rel, text in DOCS.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    app = create_app(make_settings(home, [root], search={"build_on_start": False}))
    async with app.test_app() as test_app:
        service = test_app.app.kernel.service(SearchService)
        await service.rescan()
        conn = service.index._rconn()
        assert conn.execute("SELECT count(*) FROM sqlite_master WHERE name = 'vectors'").fetchone()[0] == 0
        client = test_app.test_client()
        headers = await register_and_login(client)
        data = await _search(client, headers, "q=money+owed+to+the+government&mode=semantic")
        assert data["results"][0]["name"] == "taxes-2023.txt"
        assert conn.execute("SELECT count(*) FROM vectors").fetchone()[0] == len(DOCS)
