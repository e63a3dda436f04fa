"""Rate limits through the real app: headers, 429 shape, the authentication and organization buckets."""

from __future__ import annotations

from pathlib import Path
from typing import Any, AsyncIterator

import pytest
from quart import Blueprint

from conftest import PASSWORD, make_settings, register_and_login
from foldwise.kernel.core import Kernel
from foldwise.kernel.hookspecs import hookimpl
from foldwise.kernel.plugins import build_plugin_manager
from foldwise.kernel.registry import RateRule
from waiting import freeze_rate_limits


class JobsPlugin:
    """A stand-in capability with a job-creating POST and a list read under one prefix."""

    @hookimpl
    def register_blueprints(self) -> list[Any]:
        from foldwise.kernel.responses import ok

        bp = Blueprint("rl_test", __name__, url_prefix="/api/v1/rl-test")

        @bp.post("/scan")
        async def scan() -> Any:
            return ok({"job_id": "j1"}, 201)

        @bp.get("/jobs")
        async def jobs() -> Any:
            return ok({"jobs": []})

        return [bp]

    @hookimpl
    def register_rate_limits(self) -> list[Any]:
        return [RateRule("organization", "/api/v1/rl-test/scan", ("POST",))]


async def started_app(settings: Any, *plugins: Any) -> Any:
    from foldwise.kernel.app import create_app

    pm = build_plugin_manager(settings.plugins.disabled)
    for plugin in plugins:
        pm.register(plugin, name=type(plugin).__name__)
    return create_app(kernel=Kernel(settings, pm=pm))


@pytest.fixture
async def limited(home: Path, root: Path) -> AsyncIterator[Any]:
    settings = make_settings(home, [root], rate_limits={"default": 8, "organization": 2, "window_seconds": 60})
    app = await started_app(settings, JobsPlugin())
    async with app.test_app() as test_app:
        yield test_app


async def test_every_limited_response_has_headers(app: Any, client: Any) -> None:
    clock = freeze_rate_limits(app)
    for url in ("/api/v1/health", "/api/v1/health"):
        response = await client.get(url)
        assert response.status_code == 200
        assert response.headers["X-RateLimit-Limit"] == "1000"
        assert int(response.headers["X-RateLimit-Reset"]) == clock.now + 60
    assert response.headers["X-RateLimit-Remaining"] == "998"
    assert "Retry-After" not in response.headers


async def test_429_after_limit_with_one_retry_after(limited: Any) -> None:
    client = limited.test_client()
    clock = freeze_rate_limits(limited)
    for i in range(8):
        response = await client.get("/api/v1/health")
        assert response.status_code == 200, i
        assert response.headers["X-RateLimit-Remaining"] == str(7 - i)
    response = await client.get("/api/v1/health")
    body = await response.get_json()
    assert response.status_code == 429
    assert body["error"] == "rate_limited" and body["message"]
    assert response.headers.getlist("Retry-After") == [str(body["details"]["retry_after"])]
    assert body["details"]["retry_after"] == 60
    assert response.headers["X-RateLimit-Remaining"] == "0"
    assert response.headers["X-RateLimit-Limit"] == "8"
    clock.advance(60)  # the next window: allowed again
    response = await client.get("/api/v1/health")
    assert response.status_code == 200 and response.headers["X-RateLimit-Remaining"] == "7"


async def test_login_attempts_use_the_authentication_bucket(app: Any, client: Any) -> None:
    freeze_rate_limits(app)
    headers = await register_and_login(client, "bob")  # 2 authentication hits
    assert headers
    statuses = []
    for i in range(9):  # other names each time: the per-account lockout must not be what answers
        response = await client.post("/api/v1/auth/login", json={"username": f"bob{i}", "password": "wrong-" + PASSWORD})
        statuses.append(response.status_code)
        assert response.headers["X-RateLimit-Limit"] == "10"
    assert statuses == [401] * 8 + [429]
    # Even the right password is refused until the window ends.
    response = await client.post("/api/v1/auth/login", json={"username": "bob", "password": PASSWORD})
    assert response.status_code == 429
    assert (await response.get_json())["details"]["bucket"] == "authentication"


async def test_organization_bucket_counts_only_job_creating_posts(limited: Any) -> None:
    client = limited.test_client()
    freeze_rate_limits(limited)
    auth = await register_and_login(client, "carol")
    for _ in range(2):
        response = await client.post("/api/v1/rl-test/scan", headers=auth)
        assert response.status_code == 201
        assert response.headers["X-RateLimit-Limit"] == "2"
    response = await client.get("/api/v1/rl-test/jobs", headers=auth)
    assert response.status_code == 200
    assert response.headers["X-RateLimit-Limit"] == "8"  # reads count only in the default bucket
    response = await client.post("/api/v1/rl-test/scan", headers=auth)
    body = await response.get_json()
    assert response.status_code == 429 and body["details"]["bucket"] == "organization"
    response = await client.get("/api/v1/rl-test/jobs", headers=auth)
    assert response.status_code == 200
