"""Web-session helpers for the account page tests (test client with cookies)."""

from __future__ import annotations

import re
from typing import Any

from conftest import PASSWORD

_CSRF_RE = re.compile(r'name="csrf_token" value="([^"]+)"')
HTML = {"Accept": "text/html"}


def csrf_from(html: str) -> str:
    match = _CSRF_RE.search(html)
    assert match, "no csrf_token field in the page"
    return match.group(1)


async def csrf(client: Any, path: str = "/ui/profile/login") -> str:
    return csrf_from(await (await client.get(path, headers=HTML)).get_data(as_text=True))


async def web_login(client: Any, username: str, password: str = PASSWORD) -> Any:
    token = await csrf(client)
    return await client.post("/ui/profile/login", headers=HTML, form={
        "username": username, "password": password, "csrf_token": token, "next": "/ui/profile"})


async def post(client: Any, path: str, form: dict[str, str], page: str | None = None, **kw: Any) -> Any:
    token = await csrf(client, page or "/ui/profile")
    return await client.post(path, headers=HTML, form={**form, "csrf_token": token}, **kw)
