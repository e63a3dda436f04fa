"""/openapi.json is valid and complete; /docs and /redoc load nothing from another host."""

from __future__ import annotations

import re
from typing import Any

import pytest

from foldwise.kernel.openapi import API_PREFIX

URL_ATTR = re.compile(r"""(?:src|href|spec-url)\s*=\s*["']([^"']+)["']""", re.I)


@pytest.mark.parametrize("page", ["/docs", "/redoc"])
async def test_docs_pages_reference_only_local_urls(client: Any, page: str) -> None:
    response = await client.get(page)
    html = await response.get_data(as_text=True)
    assert response.status_code == 200
    assert "http:" not in html and "https:" not in html and "//" not in html.replace("<!--", "")
    urls = URL_ATTR.findall(html)
    assert urls, "the page references its assets"
    for url in urls:
        assert url.startswith("/") and not url.startswith("//"), url
        asset = await client.get(url)
        assert asset.status_code == 200, url
        assert len(await asset.get_data()) > 0
    csp = response.headers["Content-Security-Policy"]
    assert "default-src 'self'" in csp and "http" not in csp


async def test_docs_assets_are_the_vendored_builds(client: Any) -> None:
    expected = {
        "/static/vendor/swagger-ui/swagger-ui-bundle.js": "SwaggerUIBundle",
        "/static/vendor/swagger-ui/swagger-ui.css": ".swagger-ui",
        "/static/vendor/redoc/redoc.standalone.js": "Redoc",
        "/static/vendor/htmx/htmx.min.js": "htmx",
        "/static/vendor/htmx/ext/sse.js": "sse",
        "/static/vendor/pico/pico.min.css": "Pico",
    }
    for url, marker in expected.items():
        response = await client.get(url)
        assert response.status_code == 200, url
        assert marker in (await response.get_data(as_text=True))[:2_000_000], url
    for licence in ("swagger-ui/LICENSE", "redoc/LICENSE", "htmx/LICENSE", "htmx/ext/LICENSE", "pico/LICENSE.md"):
        assert (await client.get(f"/static/vendor/{licence}")).status_code == 200, licence


async def test_openapi_is_valid(client: Any) -> None:
    from openapi_spec_validator import validate

    response = await client.get("/openapi.json")
    assert response.status_code == 200
    spec = await response.get_json()
    validate(spec)
    assert spec["info"]["title"] == "foldwise"
    assert {"ApiError", "ValidationError"} <= set(spec["components"]["schemas"])


def _has_example(response: dict[str, Any]) -> bool:
    for media in (response.get("content") or {}).values():
        if isinstance(media, dict) and ("example" in media or media.get("examples")):
            return True
    return False


async def test_every_api_route_is_documented_with_examples(app: Any, client: Any) -> None:
    """Iterates over the app's url_map: a future route without examples fails here."""
    spec = await (await client.get("/openapi.json")).get_json()
    quart_app = app.app
    missing: list[str] = []
    checked = 0
    for rule in quart_app.url_map.iter_rules():
        if rule.websocket or not rule.rule.startswith(API_PREFIX):
            continue
        path = re.sub(r"<(?:[^:<>]*:)?([^<>]+)>", r"{\1}", rule.rule)
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            checked += 1
            operation = spec["paths"].get(path, {}).get(method.lower())
            where = f"{method} {path}"
            if operation is None:
                missing.append(f"{where}: not in /openapi.json")
                continue
            responses = {str(k): v for k, v in operation["responses"].items()}
            if not any(s.startswith("2") and _has_example(r) for s, r in responses.items()):
                missing.append(f"{where}: no success response with an example")
            if not any(s[0] in "45" and _has_example(r) for s, r in responses.items()):
                missing.append(f"{where}: no error response with an example")
    assert checked >= 8  # the files routes at least
    assert not missing, "\n".join(missing)


async def test_standard_errors_are_added_to_api_operations(client: Any) -> None:
    spec = await (await client.get("/openapi.json")).get_json()
    listing = spec["paths"]["/api/v1/files"]["get"]["responses"]
    for status in ("401", "422", "429", "500"):
        assert _has_example(listing[status]), status
    assert listing["429"]["content"]["application/json"]["example"]["details"]["retry_after"] > 0
    assert "Retry-After" in listing["429"]["headers"]
    assert listing["200"]["content"]["application/json"]["example"]["data"]["files"][0]["id"]
    # Public routes do not claim 401.
    health = spec["paths"]["/api/v1/health"]["get"]["responses"]
    assert "401" not in health and "500" in health
    params = {p["name"] for p in spec["paths"]["/api/v1/files"]["get"]["parameters"]}
    assert {"path", "recursive", "include_hidden", "type", "sort", "order", "page", "page_size"} <= params
