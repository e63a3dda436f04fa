"""Live activation in-process (``app.test_app()``): ``kernel.reload_plugins`` and ``POST
/api/v1/system/plugins/reload`` activate, update and remove plugins in ``home/plugins`` without a restart."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path
from typing import Any

from conftest import PASSWORD, register_and_login
from plugins.helpers import started_app
from plugins.plugin_folder import write_plugin_folder
from waiting import wait_until_async


async def _reload(client: Any, headers: dict[str, str]) -> dict[str, dict[str, Any]]:
    response = await client.post("/api/v1/system/plugins/reload", headers=headers)
    body = await response.get_json()
    assert response.status_code == 200, body
    return {p["name"]: p for p in body["data"]["plugins"]}


def _log(home: Path, name: str) -> list[str]:
    path = home / f"{name}.log"
    return path.read_text().splitlines() if path.exists() else []


async def test_activate_update_and_remove_without_restart(home: Path, root: Path) -> None:
    plugins_dir = home / "plugins"
    async with started_app(home, root) as app:
        kernel = app.app.kernel
        client = app.test_client()
        headers = await register_and_login(client, "admin")
        assert (await client.get("/api/v1/actone", headers=headers)).status_code == 404

        folder = write_plugin_folder(plugins_dir, "actone", version="1.0", message="first")
        plugins = await _reload(client, headers)
        assert plugins["actone"] == {**plugins["actone"], "status": "loaded", "version": "1.0", "builtin": False,
                                     "error": None, "module": "foldwise_actone"}
        response = await client.get("/api/v1/actone", headers=headers)
        assert (await response.get_json())["data"] == {"message": "first", "version": "1.0"}
        page = await client.get("/ui/actone", headers={**headers, "Accept": "text/html"})
        assert page.status_code == 200 and "first" in (await page.get_data(as_text=True))
        assert "actone.read" in kernel.permissions
        assert _log(home, "actone") == ["start 1.0"]

        # A reload with nothing changed restarts nothing.
        await _reload(client, headers)
        assert _log(home, "actone") == ["start 1.0"]

        write_plugin_folder(plugins_dir, "actone", version="2.0", message="second")
        plugins = await _reload(client, headers)
        assert plugins["actone"]["version"] == "2.0"
        response = await client.get("/api/v1/actone", headers=headers)
        assert (await response.get_json())["data"] == {"message": "second", "version": "2.0"}
        # The old version stops once the app it served on has drained (after the reload's own response).
        await wait_until_async(lambda: _log(home, "actone") == ["start 1.0", "start 2.0", "stop 1.0"], timeout=10)

        shutil.rmtree(folder)
        plugins = await _reload(client, headers)
        assert "actone" not in plugins
        assert (await client.get("/api/v1/actone", headers=headers)).status_code == 404
        assert (await client.get("/ui/actone", headers={**headers, "Accept": "text/html"})).status_code == 404
        assert "actone.read" not in kernel.permissions
        await wait_until_async(lambda: _log(home, "actone")[-1:] == ["stop 2.0"], timeout=10)


async def test_plugins_failing_at_import_or_startup_are_reported_and_the_service_stays_up(
        home: Path, root: Path) -> None:
    plugins_dir = home / "plugins"
    async with started_app(home, root) as app:
        client = app.test_client()
        headers = await register_and_login(client, "admin")
        write_plugin_folder(plugins_dir, "actbadimport", fail="import")
        write_plugin_folder(plugins_dir, "actbadstart", fail="startup")
        write_plugin_folder(plugins_dir, "actgood", message="fine")
        plugins = await _reload(client, headers)
        assert plugins["actbadimport"]["status"] == "error"
        assert plugins["actbadimport"]["error"] == "RuntimeError: actbadimport fails at import on purpose"
        assert plugins["actbadstart"]["status"] == "error"
        assert plugins["actbadstart"]["error"] == "RuntimeError: actbadstart fails at startup on purpose"
        assert plugins["actgood"]["status"] == "loaded"
        assert (await client.get("/api/v1/actbadstart", headers=headers)).status_code == 404
        assert (await client.get("/api/v1/actgood", headers=headers)).status_code == 200
        assert (await client.get("/api/v1/health")).status_code == 200

        # Fixed on disk: the next reload activates it.
        write_plugin_folder(plugins_dir, "actbadstart", version="1.1", message="repaired")
        plugins = await _reload(client, headers)
        assert plugins["actbadstart"]["status"] == "loaded" and plugins["actbadstart"]["error"] is None
        response = await client.get("/api/v1/actbadstart", headers=headers)
        assert (await response.get_json())["data"]["message"] == "repaired"


async def test_a_plugin_failing_at_startup_when_the_service_starts_is_taken_out(home: Path, root: Path) -> None:
    write_plugin_folder(home / "plugins", "actbootfail", fail="startup")
    async with started_app(home, root) as app:
        client = app.test_client()
        headers = await register_and_login(client, "admin")
        assert (await client.get("/api/v1/actbootfail", headers=headers)).status_code == 404
        response = await client.get("/api/v1/system/plugins", headers=headers)
        plugins = {p["name"]: p for p in (await response.get_json())["data"]["plugins"]}
        assert plugins["actbootfail"]["status"] == "error"
        assert "fails at startup" in plugins["actbootfail"]["error"]


async def test_reload_is_admin_only(home: Path, root: Path) -> None:
    from foldwise.kernel.auth.accounts import create_user

    async with started_app(home, root) as app:
        client = app.test_client()
        await register_and_login(client, "admin")  # the first user is the admin
        member = await register_and_login(client, "member")
        await create_user(app.app.kernel.settings, "vera", PASSWORD, "vera@example.com", role="viewer")
        viewer = await register_and_login(client, "vera")
        for headers in (member, viewer):
            response = await client.post("/api/v1/system/plugins/reload", headers=headers)
            assert response.status_code == 403
            assert (await response.get_json())["error"] == "forbidden"
        assert (await client.post("/api/v1/system/plugins/reload")).status_code == 401


async def test_concurrent_reloads_are_serialized(home: Path, root: Path) -> None:
    plugins_dir = home / "plugins"
    async with started_app(home, root) as app:
        kernel = app.app.kernel
        write_plugin_folder(plugins_dir, "actconc")
        results = await asyncio.gather(*(kernel.reload_plugins() for _ in range(4)))
        for plugins in results:
            assert {p["name"]: p["status"] for p in plugins}["actconc"] == "loaded"
        assert _log(home, "actconc") == ["start 1.0"]  # started once, not four times
