"""Web hardening in-process: a strict Content-Security-Policy on every ``/ui`` page (and pages that need no
inline script or style), ``[web] secure_cookies`` and ``[web] hsts``."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from conftest import make_settings, register_and_login
from ui.test_pages_files import HTML, web_login

UI_PAGES = ("/ui/", "/ui/files", "/ui/organize", "/ui/organize/history", "/ui/organize/stats", "/ui/profile",
            "/ui/profile/api-keys", "/ui/setup", "/ui/organize/report/nope")
#: Markup a strict policy would block: inline scripts, event handler attributes, style attributes and blocks.
INLINE = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>|\son[a-z]+\s*=|\sstyle\s*=|<style\b|javascript:", re.I)


def _csp(response: Any) -> dict[str, str]:
    value = response.headers.get("Content-Security-Policy", "")
    return dict((part.strip().split(" ", 1) + [""])[:2] for part in value.split(";") if part.strip())


def _assert_strict(response: Any, url: str) -> None:
    policy = _csp(response)
    assert policy, f"no Content-Security-Policy on {url}"
    assert policy["default-src"] == "'self'" and policy["script-src"] == "'self'", url
    assert policy["style-src"] == "'self'" and policy["object-src"] == "'none'", url
    assert policy["frame-ancestors"] == "'none'" and policy["base-uri"] == "'none'", url
    assert "unsafe" not in response.headers["Content-Security-Policy"], url


async def test_every_ui_page_has_a_strict_policy_and_no_inline_code(app: Any, client: Any, root: Path) -> None:
    (root / "a.txt").write_text("a")
    anonymous = await client.get("/ui/profile/login", headers=HTML)
    _assert_strict(anonymous, "/ui/profile/login")
    redirect = await client.get("/ui/files", headers=HTML)
    assert redirect.status_code == 302
    _assert_strict(redirect, "redirect")
    await web_login(client, "admin")
    for url in UI_PAGES + (f"/ui/files/preview?path={root / 'a.txt'}",):
        response = await client.get(url, headers=HTML)
        assert response.status_code in (200, 404), url
        _assert_strict(response, url)
        html = (await response.get_data()).decode()
        assert not INLINE.search(html), (url, INLINE.search(html))
    api = await client.get("/api/v1/health")
    assert "Content-Security-Policy" not in api.headers and "Strict-Transport-Security" not in api.headers


async def test_secure_cookies_and_hsts_are_off_by_default(client: Any) -> None:
    page = await client.get("/ui/profile/login", headers=HTML)
    cookie = page.headers.get("Set-Cookie", "")
    assert "foldwise_session=" in cookie and "Secure" not in cookie
    assert "Strict-Transport-Security" not in page.headers


async def test_secure_cookies_and_hsts_when_configured(home: Path, root: Path) -> None:
    from foldwise.kernel.app import create_app

    settings = make_settings(home, [root], web={"secure_cookies": True, "hsts": True, "hsts_max_age": 600})
    async with create_app(settings).test_app() as test_app:
        client = test_app.test_client()
        page = await client.get("/ui/profile/login", headers=HTML)
        assert "Secure" in page.headers["Set-Cookie"].split(";", 1)[1]
        assert page.headers["Strict-Transport-Security"] == "max-age=600"
        api = await client.get("/api/v1/health")
        assert api.headers["Strict-Transport-Security"] == "max-age=600"


async def test_web_settings_apply_live_and_are_validated(client: Any) -> None:
    headers = await register_and_login(client, "admin")
    bad = await client.patch("/api/v1/system/config", json={"web": {"hsts_max_age": -1}}, headers=headers)
    assert bad.status_code == 422 and (await bad.get_json())["error"] == "validation_error"
    response = await client.patch("/api/v1/system/config", json={"web": {"hsts": True, "secure_cookies": True,
                                                                          "hsts_include_subdomains": True}},
                                  headers=headers)
    body = await response.get_json()
    assert response.status_code == 200, body
    assert "web.hsts" in body["data"]["applied"] and not body["data"]["restart_required"]
    page = await client.get("/ui/profile/login", headers=HTML)
    assert page.headers["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains"
    assert "Secure" in page.headers["Set-Cookie"]


async def test_a_failed_csrf_check_answers_the_html_error_page(client: Any, root: Path) -> None:
    await web_login(client, "admin")
    for url, form in (("/ui/organize/scan", {"path": str(root)}), ("/ui/profile/logout", {}),
                      ("/ui/organize/history/undo", {"csrf_token": "forged"})):
        response = await client.post(url, form=form, headers=HTML)
        html = (await response.get_data()).decode()
        assert response.status_code == 403 and response.mimetype == "text/html", url
        assert "<h1>403</h1>" in html and "CSRF token missing or invalid" in html, url
    anonymous = client.__class__(client.app)  # a fresh cookie jar: the public sign-in form
    await anonymous.get("/ui/profile/login", headers=HTML)
    refused = await anonymous.post("/ui/profile/login", form={"username": "admin", "password": "x"}, headers=HTML)
    assert refused.status_code == 403 and refused.mimetype == "text/html"
    api = await client.post("/api/v1/organize/scan", json={"path": str(root)}, headers=HTML)
    assert api.status_code == 401 and (await api.get_json())["error"] == "unauthorized"  # JSON stays for /api
