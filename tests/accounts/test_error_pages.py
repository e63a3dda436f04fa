"""/ui answers errors as the shell's HTML page, an unexpected one (500) included; /api/v1 keeps JSON."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from quart import Blueprint

from conftest import make_settings, register_and_login
from foldwise.sdk import hookimpl

from .web import HTML, web_login

boom = Blueprint("boom_pages", __name__)


@boom.get("/ui/boom")
async def ui_boom() -> Any:
    raise RuntimeError("secret internal detail")


@boom.get("/api/v1/boom")
async def api_boom() -> Any:
    raise RuntimeError("secret internal detail")


class BoomPlugin:
    @hookimpl
    def register_blueprints(self) -> list[Any]:
        return [boom]


async def test_unexpected_errors(home: Path, root: Path) -> None:
    from foldwise.kernel.app import create_app
    from foldwise.kernel.core import Kernel
    from foldwise.kernel.plugins import build_plugin_manager

    pm = build_plugin_manager()
    pm.register(BoomPlugin(), name="boom")
    app = create_app(kernel=Kernel(make_settings(home, [root]), pm=pm))
    async with app.test_app() as test_app:
        client = test_app.test_client()
        headers = await register_and_login(client, "admin")
        await web_login(client, "admin")
        page = await client.get("/ui/boom", headers=HTML)
        text = await page.get_data(as_text=True)
        assert page.status_code == 500 and page.mimetype == "text/html"
        assert "<h1>500</h1>" in text and "secret internal detail" not in text and "Traceback" not in text
        api = await client.get("/api/v1/boom", headers={**headers, **HTML})
        assert api.status_code == 500 and (await api.get_json())["error"] == "internal_server_error"
        missing = await client.get("/ui/no-such-page", headers=HTML)
        assert missing.status_code == 404 and "<h1>404</h1>" in await missing.get_data(as_text=True)
