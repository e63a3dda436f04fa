"""The teams pages in-process: invite, accept, create a workspace, share it read-only, switch; CSRF on every form;
the teammate sees the files and cannot move them through the Files pages."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from conftest import PASSWORD, register_and_login

HTML = {"Accept": "text/html"}
_CSRF = re.compile(r'name="csrf_token" value="([^"]+)"')


async def _sign_in(app: Any, username: str) -> tuple[Any, str]:
    web = app.test_client()
    await web.post("/api/v1/auth/register", json={"username": username, "password": PASSWORD,
                                                 "email": f"{username}@example.com"})
    page = await web.get("/ui/profile/login", headers=HTML)
    token = _CSRF.search(await page.get_data(as_text=True)).group(1)
    response = await web.post("/ui/profile/login", form={"username": username, "password": PASSWORD, "csrf_token": token})
    assert response.status_code == 303
    return web, _CSRF.search(await (await web.get("/ui/", headers=HTML)).get_data(as_text=True)).group(1)


async def _post(web: Any, url: str, token: str, **form: str) -> tuple[int, str]:
    response = await web.post(url, form={**form, "csrf_token": token}, headers=HTML)
    location = response.headers.get("Location", "")
    if response.status_code == 303 and location.startswith("/ui/"):
        page = await web.get(location, headers=HTML)
        return 303, await page.get_data(as_text=True)
    return response.status_code, await response.get_data(as_text=True)


async def test_invite_share_read_only_and_switch(app: Any, root: Path) -> None:
    await register_and_login(app.test_client(), "admin")  # the first account is the admin
    alice, a_token = await _sign_in(app, "alice")
    bob, b_token = await _sign_in(app, "bob")
    (root / "photos").mkdir()
    (root / "photos" / "beach.txt").write_text("sand")

    for url in ("/ui/profile/team/create", "/ui/profile/team/invite", "/ui/profile/team/role",
                "/ui/profile/shared/add", "/ui/profile/shared/remove", "/ui/profile/notifications/mark-read",
                "/ui/profile/workspaces/create", "/ui/profile/workspaces/switch", "/ui/profile/team/answer"):
        response = await alice.post(url, form={}, headers=HTML)
        assert response.status_code == 403, url  # no CSRF token

    status, html = await _post(alice, "/ui/profile/team/create", a_token, name="Family")
    assert "Team Family created." in html
    team_id = re.search(r'name="team_id" value="(\d+)"', html).group(1)
    status, html = await _post(alice, "/ui/profile/team/invite", a_token, team_id=team_id, username="bob", role="member")
    assert "Invited bob to Family as member." in html
    status, html = await _post(alice, "/ui/profile/team/invite", a_token, team_id=team_id, username="nobody")
    assert "no active account named" in html

    status, html = await _post(alice, "/ui/profile/workspaces/create", a_token, name="Photos",
                               folders=str(root / "photos"))
    assert "Workspace Photos created." in html and str(root / "photos") in html
    ws_id = re.search(r'name="workspace_id" value="(\d+)"', html).group(1)
    status, html = await _post(alice, "/ui/profile/shared/add", a_token, workspace_id=ws_id, with_user="bob", access="read")
    assert "Shared Photos with bob (read only)." in html

    # bob: two notifications on the home page, accepts the invitation, switches to the workspace
    home = await (await bob.get("/ui/", headers=HTML)).get_data(as_text=True)
    assert "alice invited you to the team Family" in home and "alice shared the workspace Photos" in home
    team_page = await (await bob.get("/ui/profile/team", headers=HTML)).get_data(as_text=True)
    invitation = re.search(r'name="invitation_id" value="(\d+)"', team_page).group(1)
    status, html = await _post(bob, "/ui/profile/team/answer", b_token, invitation_id=invitation, answer="accept")
    assert "You joined Family." in html and "alice" in html
    response = await bob.post("/ui/profile/workspaces/switch", form={"workspace_id": ws_id, "csrf_token": b_token})
    assert response.status_code == 303 and response.headers["Location"].startswith("/ui/files?path=")
    files = await (await bob.get(response.headers["Location"], headers=HTML)).get_data(as_text=True)
    assert "beach.txt" in files and "You are now working in Photos (read only)." in files
    # reading works, moving does not (the page refuses, nothing moved)
    assert (await bob.get(f"/ui/files/preview?path={root / 'photos' / 'beach.txt'}", headers=HTML)).status_code == 200
    response = await bob.post("/ui/files/move", form={"path": str(root / "photos" / "beach.txt"),
                                                      "destination": str(root), "csrf_token": b_token}, headers=HTML)
    assert response.status_code == 403 and "read-only" in await response.get_data(as_text=True)
    assert (root / "photos" / "beach.txt").exists() and not (root / "beach.txt").exists()
    # the move dialog offers no folder of the read-only workspace
    dialog = await (await bob.get(f"/ui/files/action?op=move&path={root / 'photos' / 'beach.txt'}",
                                  headers=HTML)).get_data(as_text=True)
    assert f'value="{root / "photos"}"' not in dialog
    # pages list what bob has
    shared = await (await bob.get("/ui/profile/shared", headers=HTML)).get_data(as_text=True)
    assert "Photos" in shared and "read only" in shared and "Leave" in shared
    workspaces = await (await bob.get("/ui/profile/workspaces", headers=HTML)).get_data(as_text=True)
    assert "(current)" in workspaces
    status, html = await _post(bob, "/ui/profile/notifications/mark-read", b_token)
    assert "2 notifications marked read." in html and "0 unread." in html
    activity = await (await bob.get("/ui/profile/activity", headers=HTML)).get_data(as_text=True)
    assert "signed in on the web" in activity
    # alice stops sharing: bob is out
    share_id = re.search(r'name="share_id" value="(\d+)"', await (await alice.get("/ui/profile/shared", headers=HTML)).get_data(as_text=True)).group(1)
    status, html = await _post(alice, "/ui/profile/shared/remove", a_token, share_id=share_id)
    assert "Share removed." in html
    assert (await bob.get(f"/ui/files/preview?path={root / 'photos' / 'beach.txt'}", headers=HTML)).status_code == 403
