"""The web shell: template order, navigation, flash messages, error page, CSRF global, home panels."""

from __future__ import annotations

from pathlib import Path

from conftest import make_settings, register_and_login


async def _started(home: Path, root: Path):
    from foldwise.kernel.app import create_app

    return create_app(make_settings(home, [root]))


async def test_home_requires_sign_in_and_renders_panels(client, admin_headers) -> None:
    response = await client.get("/ui/")
    assert response.status_code == 302
    assert response.headers["Location"].startswith("/ui/profile/login")
    page = await client.get("/ui/", headers={**admin_headers, "Accept": "text/html"})
    html = (await page.get_data()).decode()
    assert page.status_code == 200
    assert "<h1>Dashboard</h1>" in html and "<h2>System</h2>" in html
    assert "/static/vendor/htmx/htmx.min.js" in html and "/static/vendor/htmx/ext/sse.js" in html
    assert "/static/foldwise.css" in html
    assert 'href="/ui/setup"' in html  # admin, setup not completed: menu link from the system plugin


async def test_error_page_is_html_for_browsers(client) -> None:
    response = await client.get("/ui/no-such-page", headers={"Accept": "text/html"})
    assert response.status_code == 404
    html = (await response.get_data()).decode()
    assert "<h1>404</h1>" in html and "<!doctype html>" in html
    api = await client.get("/api/v1/no-such-route")
    assert (await api.get_json())["error"] == "not_found"


async def test_user_templates_override_the_defaults(home: Path, root: Path) -> None:
    (home / "templates").mkdir()
    (home / "templates" / "home.html").write_text("{% extends 'base.html' %}{% block content %}MY HOME{% endblock %}")
    app = await _started(home, root)
    async with app.test_app() as test_app:
        client = test_app.test_client()
        headers = await register_and_login(client, "admin")
        html = (await (await client.get("/ui/", headers={**headers, "Accept": "text/html"})).get_data()).decode()
        assert "MY HOME" in html and "<h1>Dashboard</h1>" not in html
        assert "pico.min.css" in html  # still the shell's base


async def test_session_pages_carry_csrf_and_flash(client, admin_headers, tmp_path) -> None:
    # sign in through the web form so the session cookie and CSRF token are real
    login = await client.get("/ui/profile/login", headers={"Accept": "text/html"})
    assert login.status_code == 200
    import re

    token = re.search(r'name="csrf_token" value="([^"]+)"', (await login.get_data()).decode()).group(1)
    from conftest import PASSWORD

    response = await client.post("/ui/profile/login", form={"username": "admin", "password": PASSWORD,
                                                            "csrf_token": token})
    assert response.status_code in (302, 303)
    page = await client.get("/ui/setup", headers={"Accept": "text/html"})
    html = (await page.get_data()).decode()
    token = re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)
    assert f'"X-CSRF-Token": "{token}"' in html  # htmx requests send it too
    # a form post without the token is refused
    refused = await client.post("/ui/setup", form={"roots": str(tmp_path), "methodology": "para"})
    assert refused.status_code == 403
    # a bad root re-renders the form with the error (422), no JavaScript involved
    bad = await client.post("/ui/setup", form={"roots": str(tmp_path / "nope"), "methodology": "para",
                                               "csrf_token": token})
    assert bad.status_code == 422
    text = (await bad.get_data()).decode()
    assert "Folder on line 1" in text and "does not exist on this machine" in text  # plain words and the fix
    assert "roots.0" not in text
    done = await client.post("/ui/setup", form={"roots": str(tmp_path), "methodology": "para",
                                                "csrf_token": token})
    assert done.status_code == 303 and done.headers["Location"] == "/ui/"
    home_html = (await (await client.get("/ui/", headers={"Accept": "text/html"})).get_data()).decode()
    assert "Setup complete." in home_html  # the flash message, shown once
    again = (await (await client.get("/ui/", headers={"Accept": "text/html"})).get_data()).decode()
    assert "Setup complete." not in again
