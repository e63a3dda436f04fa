"""Health, status and plugin listing of the system plugin (real app, real SQLite)."""

from __future__ import annotations

import pytest

from foldwise import __version__


async def test_health_is_public_and_queries_the_database(client) -> None:
    response = await client.get("/api/v1/health")
    assert response.status_code == 200
    body = await response.get_json()
    assert body["success"] is True
    data = body["data"]
    assert data["status"] == "ok"
    assert data["version"] == __version__
    assert data["database"] == {"status": "ok", "dialect": "sqlite"}
    assert "system" in data["plugins"]["loaded"]
    assert data["plugins"]["failed"] == []


async def test_health_reports_a_dead_database_as_503(client) -> None:
    from tortoise import connections

    await connections.get("default").close()
    # aiosqlite reopens lazily; break the connection for real by pointing it at a missing directory.
    conn = connections.get("default")
    original = conn.filename
    conn.filename = "/nonexistent-dir/foldwise.db"
    try:
        response = await client.get("/api/v1/health")
    finally:
        conn.filename = original
        await conn.close()  # drop the failed connection: the next query reopens the real file
    assert response.status_code == 503
    body = await response.get_json()
    assert body["error"] == "service_unavailable"
    assert body["details"]["database"]["status"] == "error"
    assert "Traceback" not in str(body)


async def test_status_needs_credentials(client) -> None:
    response = await client.get("/api/v1/system/status")
    assert response.status_code == 401
    assert (await response.get_json())["error"] == "unauthorized"


async def test_system_status(client, admin_headers, root) -> None:
    response = await client.get("/api/v1/system/status", headers=admin_headers)
    assert response.status_code == 200
    data = (await response.get_json())["data"]
    assert data["version"] == __version__
    assert data["python"].startswith("3.11")
    assert data["uptime_seconds"] >= 0
    assert data["database"]["status"] == "ok"
    assert data["roots"][0]["path"] == str(root)
    assert data["roots"][0]["exists"] is True
    assert data["roots"][0]["free_bytes"] > 0
    assert data["jobs"]["pending"] == 0 and "rolled_back" in data["jobs"]
    assert data["broker"] == "memory" and data["event_backend"] == "memory"


async def test_job_counts_follow_the_database(app, client, admin_headers) -> None:
    from foldwise.kernel.jobs.models import Job

    await Job.create(type="test.kind", status="pending")
    await Job.create(type="test.kind", status="completed")
    await Job.create(type="test.kind", status="completed")
    data = (await (await client.get("/api/v1/system/status", headers=admin_headers)).get_json())["data"]
    assert data["jobs"]["pending"] == 1
    assert data["jobs"]["completed"] == 2


async def test_plugin_list(client, admin_headers) -> None:
    response = await client.get("/api/v1/system/plugins", headers=admin_headers)
    assert response.status_code == 200
    plugins = {p["name"]: p for p in (await response.get_json())["data"]["plugins"]}
    assert plugins["system"]["status"] == "loaded"
    assert plugins["system"]["builtin"] is True
    assert "register_blueprints" in plugins["system"]["hooks"]


@pytest.mark.parametrize("path", ["/api/v1/health", "/api/v1/system/status", "/api/v1/config",
                                  "/api/v1/setup/capabilities"])
async def test_openapi_documents_the_routes(client, path) -> None:
    spec = await (await client.get("/openapi.json")).get_json()
    assert path in spec["paths"]
    operation = spec["paths"][path]["get"]
    assert "200" in operation["responses"]
    assert "example" in operation["responses"]["200"]["content"]["application/json"]
