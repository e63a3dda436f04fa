"""/docs (Swagger UI) and /redoc render in a real Chromium and load nothing from another host."""

from __future__ import annotations

import pytest

from browser.conftest import Tab

pytestmark = pytest.mark.browser


def test_swagger_ui_lists_the_operations_offline(tab: Tab) -> None:
    response = tab.goto("/docs")
    assert response is not None and response.status == 200
    tab.page.wait_for_selector(".opblock")
    health = tab.page.locator('.opblock-summary-path[data-path="/api/v1/health"]')
    for _ in range(60):  # Swagger UI renders the operations of further tags as the page scrolls down
        if health.count():
            break
        tab.page.evaluate("window.scrollBy(0, 2000)")
        tab.page.wait_for_timeout(150)
    health.first.scroll_into_view_if_needed()
    health.first.wait_for(state="visible")
    assert tab.page.locator(".opblock").count() > 20
    assert tab.page.locator(".info .title").first.inner_text().startswith("foldwise")
    # The stylesheet applied (the operation bar is laid out as a flex row, not unstyled text).
    assert tab.page.locator(".opblock-summary").first.evaluate("e => getComputedStyle(e).display") == "flex"
    tab.screenshot("docs")
    assert any(url.endswith("/openapi.json") for url in tab.requests)
    assert tab.foreign_requests() == []
    assert tab.errors == []


def test_redoc_renders_the_reference_offline(tab: Tab) -> None:
    response = tab.goto("/redoc")
    assert response is not None and response.status == 200
    tab.page.locator("h1", has_text="foldwise").first.wait_for(state="visible")
    tab.page.get_by_text("/api/v1/health").first.wait_for(state="attached")
    assert tab.page.locator("[data-section-id^='operation/']").count() > 20
    tab.screenshot("redoc")
    assert any(url.endswith("/openapi.json") for url in tab.requests)
    assert tab.foreign_requests() == []
    assert tab.errors == []
