"""foldwise-hello's own tests, written the way a plugin author writes them: the installed plugin, a real
kernel and a real app on a temporary data home (``pip install -e . && pytest``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from foldwise.sdk import create_app, load_settings, open_kernel
from foldwise_hello.service import Greeter

PASSWORD = "correct horse battery staple"


@pytest.fixture
def settings(tmp_path: Path) -> Any:
    root = tmp_path / "files"
    root.mkdir()
    overrides = {"roots": [str(root)], "hello": {"greeting": "Hoi", "max_count": 5}}
    return load_settings(tmp_path / "home", overrides=overrides, environ={})


async def _login(client: Any) -> dict[str, str]:
    """Register the first user (an admin) and return its Authorization header."""
    await client.post("/api/v1/auth/register", json={"username": "ada", "password": PASSWORD,
                                                    "email": "ada@example.com"})
    response = await client.post("/api/v1/auth/login", json={"username": "ada", "password": PASSWORD})
    return {"Authorization": f"Bearer {(await response.get_json())['data']['access_token']}"}


async def test_the_service_greets_with_the_configured_greeting(settings: Any) -> None:
    async with open_kernel(settings, run_jobs=False) as kernel:
        greeter = kernel.service(Greeter)
        assert greeter is kernel.service(Greeter)  # one per kernel
        assert greeter.greet("Ada") == "Hoi, Ada!"
        assert greeter.greet("  ") == "Hoi, world!"
        assert greeter.greeted == 2


async def test_route_and_page_through_a_real_app(settings: Any) -> None:
    app = create_app(settings)
    async with app.test_app() as test_app:
        client = test_app.test_client()
        assert (await client.get("/api/v1/hello")).status_code == 401  # every route is authenticated
        headers = await _login(client)
        response = await client.get("/api/v1/hello", headers=headers, query_string={"name": "Ada"})
        assert await response.get_json() == {"success": True, "data": {"message": "Hoi, Ada!"}}
        response = await client.get("/api/v1/hello", headers=headers, query_string={"name": "x" * 101})
        assert response.status_code == 400
        assert (await response.get_json())["error"] == "invalid_request"
        page = await client.get("/ui/hello", headers={**headers, "Accept": "text/html"},
                                query_string={"name": "Bo"})
        html = (await page.get_data()).decode()
        assert page.status_code == 200 and "Hoi, Bo!" in html and "foldwise-hello 0.1.0" in html


async def test_the_job_counts_up_to_max_count(settings: Any) -> None:
    async with open_kernel(settings) as kernel:
        job = await kernel.jobs.create("hello.count", {"to": 50})
        await kernel.jobs.enqueue(job.id)
        done = await kernel.jobs.wait(job.id, timeout=30)
        assert done.status == "completed"
        assert done.result == {"counted": 5, "greeting": "Hoi, 5!"}
