"""The /ui/settings pages: the index lists every plugin's settings_sections, forms save through the same
validation as REST, export/import/reset, and the models test goes through the SSRF guard."""

from __future__ import annotations

import io
import tomllib
from pathlib import Path
from typing import Any

from quart.datastructures import FileStorage

from conftest import make_settings, register_and_login
from foldwise.sdk import hookimpl

from .web import HTML, csrf, post, web_login


class SettingsSectionPlugin:
    """A third-party plugin listing its own settings page."""

    @hookimpl
    def settings_sections(self, request: Any, user: Any, kernel: Any) -> list[dict[str, str]]:
        assert kernel is not None and request.path == "/ui/settings"
        if user is None or user.role != "admin":
            return []
        return [{"href": "/ui/widgets/settings", "label": "Widgets", "description": "How widgets behave."}]


async def test_index_lists_sections_from_plugins(home: Path, root: Path) -> None:
    from foldwise.kernel.app import create_app
    from foldwise.kernel.core import Kernel
    from foldwise.kernel.plugins import build_plugin_manager

    pm = build_plugin_manager()
    pm.register(SettingsSectionPlugin(), name="widgets_settings")
    app = create_app(kernel=Kernel(make_settings(home, [root]), pm=pm))
    async with app.test_app() as test_app:
        client = test_app.test_client()
        await register_and_login(client, "admin")
        await register_and_login(client, "bob")
        await web_login(client, "admin")
        html = await (await client.get("/ui/settings", headers=HTML)).get_data(as_text=True)
        for href in ("/ui/widgets/settings", "/ui/settings/general", "/ui/settings/appearance",
                     "/ui/settings/models", "/ui/profile/account-settings"):
            assert f'href="{href}"' in html, href
        member = test_app.test_client()
        await web_login(member, "bob")
        html = await (await member.get("/ui/settings", headers=HTML)).get_data(as_text=True)
        assert "/ui/widgets/settings" not in html and "/ui/settings/general" in html
        assert 'id="import-form"' not in html  # members cannot import


async def test_general_form_saves_and_refuses_bad_values(client: Any, home: Path) -> None:
    await register_and_login(client, "admin")
    await web_login(client, "admin")
    page = await client.get("/ui/settings/advanced", headers=HTML)
    assert page.status_code == 200
    bad = await post(client, "/ui/settings/advanced", {"rate_limits.default": "0", "rate_limits.enabled": "on"},
                     page="/ui/settings/advanced")
    assert bad.status_code == 422 and 'aria-invalid="true"' in await bad.get_data(as_text=True)
    good = await post(client, "/ui/settings/advanced", {"rate_limits.default": "777", "rate_limits.enabled": "on",
                                                        "mail.password": "********"},
                      page="/ui/settings/advanced")
    assert good.status_code == 303
    on_disk = tomllib.loads((home / "foldwise.toml").read_text())
    assert on_disk["rate_limits"]["default"] == 777
    assert "password" not in on_disk.get("mail", {})  # the placeholder was not written


async def test_member_cannot_save_settings(client: Any) -> None:
    await register_and_login(client, "admin")
    await register_and_login(client, "bob")
    await web_login(client, "bob")
    assert (await client.get("/ui/settings/general", headers=HTML)).status_code == 200
    denied = await post(client, "/ui/settings/general", {"log_level": "DEBUG"}, page="/ui/settings/general")
    assert denied.status_code == 403 and denied.mimetype == "text/html"


async def test_export_import_and_reset_pages(client: Any, home: Path) -> None:
    await register_and_login(client, "admin")
    await web_login(client, "admin")
    await post(client, "/ui/settings/advanced", {"rate_limits.default": "555", "rate_limits.enabled": "on"},
               page="/ui/settings/advanced")
    exported = await client.get("/ui/settings/export", headers=HTML)
    assert exported.status_code == 200 and "attachment" in exported.headers["Content-Disposition"]
    text = await exported.get_data()
    reset_refused = await post(client, "/ui/settings/reset", {}, page="/ui/settings")
    assert reset_refused.status_code == 400
    assert (await post(client, "/ui/settings/reset", {"confirm": "reset"}, page="/ui/settings")).status_code == 303
    assert "rate_limits" not in tomllib.loads((home / "foldwise.toml").read_text())
    token = await csrf(client, "/ui/settings")
    imported = await client.post("/ui/settings/import", headers=HTML, form={"csrf_token": token},
                                 files={"file": FileStorage(io.BytesIO(text), "foldwise-config.toml", "file")})
    assert imported.status_code == 303, await imported.get_data(as_text=True)
    assert tomllib.loads((home / "foldwise.toml").read_text())["rate_limits"]["default"] == 555
    token = await csrf(client, "/ui/settings")
    junk = await client.post("/ui/settings/import", headers=HTML, form={"csrf_token": token},
                             files={"file": FileStorage(io.BytesIO(b"rate_limits = {default = -5}"), "x.toml",
                                                        "file")})
    assert junk.status_code == 422 and "nothing changed" in await junk.get_data(as_text=True)


async def test_models_test_refuses_private_addresses(client: Any) -> None:
    await register_and_login(client, "admin")
    await web_login(client, "admin")
    for url in ("http://127.0.0.1:11434", "http://169.254.169.254/latest", "file:///etc/passwd"):
        response = await post(client, "/ui/settings/models/test", {"analysis.llm_url": url,
                                                                   "analysis.llm_kind": "ollama"},
                              page="/ui/settings/models")
        html = await response.get_data(as_text=True)
        assert response.status_code == 200 and "Refused" in html, url
