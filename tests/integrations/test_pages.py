"""The ``/ui/settings/integrations`` page and the files page's "Send to…", through the app client with a
signed-in session (forms carry the CSRF token)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from conftest import PASSWORD, register_and_login


async def sign_in(client: Any, username: str) -> None:
    page = await client.get("/ui/profile/login")
    token = re.search(r'name="csrf_token" value="([^"]+)"', await page.get_data(as_text=True)).group(1)
    response = await client.post("/ui/profile/login", form={"username": username, "password": PASSWORD,
                                                             "csrf_token": token})
    assert response.status_code in (302, 303)


def csrf(html: str) -> str:
    return re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)


async def test_settings_page_configure_connect_send_disconnect(client: Any, root: Path) -> None:
    await register_and_login(client, "admin")
    await sign_in(client, "admin")
    (root / "Vault").mkdir()
    (root / "doc.txt").write_text("hello")
    page = await client.get("/ui/settings/integrations")
    html = await page.get_data(as_text=True)
    assert page.status_code == 200
    for name in ("obsidian", "vscode", "workflow", "browser"):
        assert f'id="integration-{name}"' in html
    token = csrf(html)

    # no CSRF token: refused, nothing saved
    refused = await client.post("/ui/settings/integrations/obsidian/settings", form={"vault_path": "Vault"})
    assert refused.status_code in (400, 403)
    bad = await client.post("/ui/settings/integrations/obsidian/settings",
                            form={"vault_path": "../..", "csrf_token": token})
    assert bad.status_code == 303
    html = await (await client.get("/ui/settings/integrations")).get_data(as_text=True)
    assert "outside the configured roots" in html and "Not configured" in html

    for url, form in (("/ui/settings/integrations/obsidian/settings", {"vault_path": "Vault", "notes_subdir": "Notes"}),
                      ("/ui/settings/integrations/obsidian/connect", {})):
        response = await client.post(url, form={**form, "csrf_token": token})
        assert response.status_code == 303
    html = await (await client.get("/ui/settings/integrations")).get_data(as_text=True)
    assert 'id="disconnect-obsidian"' in html and f'value="{root / "Vault"}"' in html

    # the files page offers "Send to…"; the send page lists the connected integration
    preview = await client.get(f"/ui/files/preview?path={root / 'doc.txt'}")
    assert "/ui/settings/integrations/send?path=" in await preview.get_data(as_text=True)
    form_page = await client.get(f"/ui/settings/integrations/send?path={root / 'doc.txt'}")
    form_html = await form_page.get_data(as_text=True)
    assert 'value="obsidian"' in form_html and 'value="vscode"' not in form_html
    sent = await client.post("/ui/settings/integrations/send", form={
        "integration": "obsidian", "path": str(root / "doc.txt"), "next": "/ui/files", "csrf_token": token})
    assert sent.status_code == 303 and sent.headers["Location"] == "/ui/files"
    assert (root / "Vault" / "Attachments" / "doc.txt").read_text() == "hello"

    response = await client.post("/ui/settings/integrations/obsidian/disconnect", form={"csrf_token": token})
    assert response.status_code == 303
    html = await (await client.get("/ui/settings/integrations")).get_data(as_text=True)
    assert 'id="connect-obsidian"' in html

    # the browser token is shown once, on the page that issued it
    await client.post("/ui/settings/integrations/browser/connect", form={"csrf_token": token})
    issued = await client.post("/ui/settings/integrations/browser/token",
                               form={"extension_id": "abcdef", "csrf_token": token})
    issued_html = await issued.get_data(as_text=True)
    value = re.search(r'id="token-value">(fwx_[^<]+)<', issued_html).group(1)
    later = await (await client.get("/ui/settings/integrations")).get_data(as_text=True)
    assert value not in later


async def test_members_see_but_do_not_manage(client: Any, root: Path) -> None:
    await register_and_login(client, "admin")
    await register_and_login(client, "bob")
    await sign_in(client, "bob")
    html = await (await client.get("/ui/settings/integrations")).get_data(as_text=True)
    assert 'id="integration-obsidian"' in html and "Save settings" not in html and "connect-obsidian" not in html
    response = await client.post("/ui/settings/integrations/obsidian/settings",
                                 form={"vault_path": str(root), "csrf_token": csrf(html)})
    assert response.status_code == 403


async def test_listed_on_the_settings_index(app: Any) -> None:
    """The ``settings_sections`` hook lists the page for a signed-in user, not for an anonymous one."""
    from foldwise.kernel.auth.actor import Actor
    from foldwise.kernel.plugins import gather

    kernel = app.app.kernel
    user = Actor(user_id=1, username="ann", role="viewer", via="session")
    batches = await gather(kernel.pm.hook.settings_sections(request=None, user=user, kernel=kernel))
    sections = [s for batch in batches for s in batch or []]
    assert {"href": "/ui/settings/integrations", "label": "Integrations"}.items() <= next(
        s for s in sections if s["href"] == "/ui/settings/integrations").items()
    anonymous = await gather(kernel.pm.hook.settings_sections(request=None, user=None, kernel=kernel))
    assert all(s["href"] != "/ui/settings/integrations" for batch in anonymous for s in batch or [])
