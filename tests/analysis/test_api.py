"""``/api/v1/analyze*``, ``/api/v1/system/stats`` through the real app, and the LLM refinement over HTTP."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, AsyncIterator, Iterator

import pytest
from werkzeug.datastructures import FileStorage

from analysis.samples import make_pdf
from conftest import free_port, make_settings, register_and_login


async def test_analyze_content(client: Any, admin_headers: dict[str, str]) -> None:
    text = "Invoice 2024-7. The payment of the total amount is due in thirty days. The invoice includes VAT."
    response = await client.post("/api/v1/analyze", json={"content": text}, headers=admin_headers)
    body = await response.get_json()
    assert response.status_code == 200, body
    data = body["data"]
    assert body["success"] is True
    assert data["type"]["kind"] == "text" and data["language"]["code"] == "en"
    assert data["category"]["name"] == "Finance"
    assert "invoice" in [k["word"] for k in data["keywords"]]
    assert data["summary"] and data["text"] == text


async def test_analyze_uploaded_file(client: Any, admin_headers: dict[str, str]) -> None:
    import io

    pdf = make_pdf("Quokkas are small marsupials living on Rottnest island")
    response = await client.post("/api/v1/analyze", headers=admin_headers,
                                 files={"file": FileStorage(io.BytesIO(pdf), filename="animals.pdf")})
    body = await response.get_json()
    assert response.status_code == 200, body
    assert body["data"]["name"] == "animals.pdf"
    assert body["data"]["type"]["mime"] == "application/pdf"
    assert "Quokkas" in body["data"]["text"]


async def test_analyze_path_inside_root(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    (root / "notes.md").write_text("# Groceries\n\nBuy apples, flour and sugar for the recipe.\n")
    response = await client.post("/api/v1/analyze", json={"path": str(root / "notes.md")}, headers=admin_headers)
    body = await response.get_json()
    assert response.status_code == 200, body
    assert body["data"]["metadata"]["title"] == "Groceries"
    outside = await client.post("/api/v1/analyze", json={"path": "/etc/hostname"}, headers=admin_headers)
    assert outside.status_code == 403 and (await outside.get_json())["error"] == "path_not_allowed"


@pytest.mark.parametrize("payload", [{}, {"content": ""}, {"refine": True}, None])
async def test_neither_content_nor_file_is_400_detail(client: Any, admin_headers: dict[str, str], payload: Any) -> None:
    if payload is None:
        response = await client.post("/api/v1/analyze", headers=admin_headers, form={"other": "x"})
    else:
        response = await client.post("/api/v1/analyze", json=payload, headers=admin_headers)
    assert response.status_code == 400
    assert await response.get_json() == {"detail": "provide either content or a file"}


async def test_wrong_type_is_422(client: Any, admin_headers: dict[str, str]) -> None:
    response = await client.post("/api/v1/analyze", json={"content": "x", "refine": "maybe"}, headers=admin_headers)
    body = await response.get_json()
    assert response.status_code == 422 and body["error"] == "validation_error"
    assert body["details"][0]["loc"] == ["body", "refine"]


async def test_analysis_failure_is_500_detail_without_traceback(client: Any, admin_headers: dict[str, str]) -> None:
    import io

    response = await client.post("/api/v1/analyze", headers=admin_headers,
                                 files={"file": FileStorage(io.BytesIO(b"%PDF-1.4\n" + b"junk" * 20), filename="bad.pdf")})
    body = await response.get_json()
    assert response.status_code == 500
    assert set(body) == {"detail"} and body["detail"].startswith("analysis failed")
    assert "Traceback" not in body["detail"]


async def test_needs_credentials(client: Any) -> None:
    response = await client.post("/api/v1/analyze", json={"content": "x"})
    assert response.status_code == 401


async def test_refine_unconfigured_is_503(client: Any, admin_headers: dict[str, str]) -> None:
    response = await client.post("/api/v1/analyze", json={"content": "hello there", "refine": True}, headers=admin_headers)
    body = await response.get_json()
    assert response.status_code == 503 and body["error"] == "optional_feature_unavailable"
    assert body["details"]["reason"] == "not_configured"


# ---- storage and categories --------------------------------------------------------------


def _populate(root: Path) -> None:
    (root / "docs").mkdir()
    (root / "docs" / "a.txt").write_text("a" * 1000)
    (root / "docs" / "b.pdf").write_bytes(make_pdf("hello"))
    (root / "pics").mkdir()
    (root / "pics" / "c.jpg").write_bytes(b"\xff\xd8\xff" + b"\0" * 5000)
    (root / "top.mp3").write_bytes(b"ID3" + b"\0" * 3000)


async def _reindexed(app: Any) -> None:
    from foldwise.plugins.search.service import SearchService

    await app.app.kernel.service(SearchService).rescan()


@pytest.mark.parametrize("group_by", ["type", "folder", "size"])
async def test_storage_shape(app: Any, client: Any, admin_headers: dict[str, str], root: Path, group_by: str) -> None:
    _populate(root)
    await _reindexed(app)
    response = await client.get(f"/api/v1/analyze/storage?groupBy={group_by}", headers=admin_headers)
    body = await response.get_json()
    assert response.status_code == 200, body
    data = body["data"]
    assert data["total"] > 0 and data["available"] >= 0 and data["used"] >= 0
    assert data["source"] == "index"
    assert sum(item["count"] for item in data["breakdown"]) == 4
    assert sum(item["percentage"] for item in data["breakdown"]) == pytest.approx(100, abs=0.1)
    for item in data["breakdown"]:
        assert set(item) == {"category", "size", "count", "percentage"}
    categories = {item["category"] for item in data["breakdown"]}
    expected = {"type": {"text", "document", "image", "audio"}, "folder": {"docs", "pics", "(root)"},
                "size": {"small"}}[group_by]
    assert categories == expected


async def test_storage_bad_group_is_422(client: Any, admin_headers: dict[str, str]) -> None:
    response = await client.get("/api/v1/analyze/storage?groupBy=colour", headers=admin_headers)
    body = await response.get_json()
    assert response.status_code == 422 and body["details"][0]["loc"] == ["query", "groupBy"]


async def test_categories_shape(app: Any, client: Any, admin_headers: dict[str, str], root: Path) -> None:
    _populate(root)
    await _reindexed(app)
    response = await client.get("/api/v1/analyze/categories", headers=admin_headers)
    data = (await response.get_json())["data"]
    by_name = {c["name"]: c for c in data["categories"]}
    assert by_name["Documents"]["fileCount"] == 2
    assert by_name["Images"] == {"name": "Images", "fileCount": 1, "totalSize": 5003}
    assert by_name["Audio"]["fileCount"] == 1


async def test_storage_without_search_plugin_walks(home: Path, root: Path) -> None:
    from foldwise.kernel.app import create_app

    _populate(root)
    settings = make_settings(home, [root], plugins={"disabled": ["search"]})
    application = create_app(settings)
    async with application.test_app() as test_app:
        client = test_app.test_client()
        headers = await register_and_login(client, "admin")
        data = (await (await client.get("/api/v1/analyze/categories", headers=headers)).get_json())["data"]
        assert data["source"] == "walk"
        assert sum(c["fileCount"] for c in data["categories"]) == 4
        assert (await client.get("/api/v1/search?q=a", headers=headers)).status_code == 404


async def test_system_stats(app: Any, client: Any, admin_headers: dict[str, str], root: Path) -> None:
    _populate(root)
    await _reindexed(app)
    response = await client.get("/api/v1/system/stats", headers=admin_headers)
    data = (await response.get_json())["data"]
    assert response.status_code == 200
    assert data["files"]["count"] == 4 and data["files"]["size"] > 9000
    assert data["index"]["files"] == 4 and data["index"]["build"]["state"] == "ready"
    assert isinstance(data["jobs"], dict) and data["journal"]["transactions"] >= 0
    assert {"name": "pdf", "available": True, "group": None} in data["analyzers"]


# ---- LLM refinement against a real local HTTP server ---------------------------------------


class _OpenAIHandler(BaseHTTPRequestHandler):
    requests: list[dict[str, Any]] = []
    reply = json.dumps({"category": "Wildlife", "summary": "About quokkas.", "keywords": ["quokka", "island"]})

    def do_POST(self) -> None:  # noqa: N802
        length = int(self.headers.get("Content-Length", 0))
        body = json.loads(self.rfile.read(length))
        type(self).requests.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
        payload = {"id": "x", "object": "chat.completion",
                   "choices": [{"index": 0, "message": {"role": "assistant", "content": f"```json\n{self.reply}\n```"},
                                "finish_reason": "stop"}]}
        raw = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def llm_server() -> Iterator[str]:
    _OpenAIHandler.requests = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _OpenAIHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


async def _llm_client(home: Path, root: Path, url: str) -> AsyncIterator[Any]:
    from foldwise.kernel.app import create_app

    settings = make_settings(home, [root], analysis={"llm_url": url, "llm_model": "tiny", "llm_api_key": "k1"})
    async with create_app(settings).test_app() as test_app:
        client = test_app.test_client()
        yield client, await register_and_login(client, "admin")


async def test_refine_through_openai_compatible_server(home: Path, root: Path, llm_server: str) -> None:
    async for client, headers in _llm_client(home, root, llm_server):
        response = await client.post("/api/v1/analyze", headers=headers,
                                     json={"content": "Quokkas live on Rottnest island near Perth.", "refine": True})
        body = await response.get_json()
        assert response.status_code == 200, body
        refined = body["data"]["refined"]
        assert refined == {"provider": "openai", "model": "tiny", "category": "Wildlife",
                           "summary": "About quokkas.", "keywords": ["quokka", "island"]}
        sent = _OpenAIHandler.requests[0]
        assert sent["path"] == "/v1/chat/completions" and sent["auth"] == "Bearer k1"
        assert sent["body"]["model"] == "tiny" and "Quokkas" in sent["body"]["messages"][1]["content"]


async def test_refine_unreachable_is_503(home: Path, root: Path) -> None:
    async for client, headers in _llm_client(home, root, f"http://127.0.0.1:{free_port()}/v1"):
        response = await client.post("/api/v1/analyze", headers=headers, json={"content": "hello", "refine": True})
        body = await response.get_json()
        assert response.status_code == 503 and body["error"] == "optional_feature_unavailable"
        assert body["details"]["reason"] == "unreachable"
