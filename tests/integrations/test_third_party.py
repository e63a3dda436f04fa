"""A third-party integration added through the ``register_integrations`` hookspec, as docs/integrations.md
shows: its settings are checked against the roots, it is listed, and its send is journaled and undoable."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

from conftest import register_and_login
from foldwise.kernel.app import create_app
from foldwise.kernel.core import Kernel
from foldwise.kernel.plugins import build_plugin_manager
from foldwise.plugins.integrations.provider import Integration, IntegrationSettings, RootFolder, SendContext, Subfolder
from foldwise.sdk import hookimpl


class ClipSettings(IntegrationSettings):
    folder: Annotated[str, RootFolder()]
    subdir: Annotated[str, Subfolder()] = "clips"


class Clipboard(Integration):
    name = "clipboard"
    type = "notes"
    label = "Clipboard"
    Settings = ClipSettings

    async def send(self, ctx: SendContext, settings: Any) -> None:
        await ctx.write(f"{settings.folder}/{settings.subdir}", ctx.source.name + ".clip",
                        f"clipped {ctx.source.name}\n".encode())


class ClipboardPlugin:
    @hookimpl
    def register_integrations(self) -> list[Any]:
        return [Clipboard()]


async def test_third_party_integration(settings: Any, root: Path) -> None:
    (root / "Inbox").mkdir()
    (root / "a.txt").write_text("a")
    pm = build_plugin_manager()
    pm.register(ClipboardPlugin(), name="clipboard")
    app = create_app(kernel=Kernel(settings, pm=pm))
    async with app.test_app() as test_app:
        client = test_app.test_client()
        headers = await register_and_login(client, "admin")
        listed = await (await client.get("/api/v1/integrations", headers=headers)).get_json()
        assert "clipboard" in [i["name"] for i in listed["data"]["items"]]
        bad = await client.post("/api/v1/integrations/clipboard/settings", headers=headers,
                                json={"settings": {"folder": "Inbox", "subdir": "../up"}})
        assert bad.status_code == 400 and (await bad.get_json())["error"] == "invalid_path"
        for step, body in (("settings", {"settings": {"folder": "Inbox"}}), ("connect", None),
                           ("send", {"path": "a.txt"})):
            response = await client.post(f"/api/v1/integrations/clipboard/{step}", headers=headers, json=body)
            assert response.status_code == 200, await response.get_json()
        clip = root / "Inbox" / "clips" / "a.txt.clip"
        assert clip.read_text() == "clipped a.txt\n"
        undone = await client.post("/api/v1/history/undo", headers=headers, json={})
        assert undone.status_code == 200
        assert not clip.exists() and not (root / "Inbox" / "clips").exists()
