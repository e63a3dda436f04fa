"""Browser fixtures: Debian's Chromium driven by Playwright (never a downloaded browser) and a live server.

The browser is launched from ``/usr/bin/chromium`` with ``executable_path``; ``playwright install`` is never
needed. Without Chromium or the playwright package the tests skip with the reason, and fail instead under
``FOLDWISE_REQUIRE_SERVICES=1``.
"""

from __future__ import annotations

from contextlib import contextmanager

import importlib.util
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import urlsplit

import pytest

from conftest import STRICT_SERVICES, LiveServer

CHROMIUM = Path(os.environ.get("FOLDWISE_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
#: Where one screenshot per page is kept for a person to look at (besides each test's tmp_path).
SHOTS_DIR = Path(os.environ.get("FOLDWISE_SHOTS_DIR", "/tmp/foldwise-shots"))
VIEWPORT = {"width": 1280, "height": 900}


def _unavailable() -> str | None:
    if importlib.util.find_spec("playwright") is None:
        return "the playwright package is not installed (pip install -e '.[dev]')"
    if not (CHROMIUM.is_file() and os.access(CHROMIUM, os.X_OK)):
        return f"Chromium is not installed at {CHROMIUM} (apt-get install chromium)"
    return None


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One headless Chromium per test module (Playwright's sync API runs its own event loop, so it must be
    stopped before the asyncio tests of other modules run)."""
    reason = _unavailable()
    if reason:
        if STRICT_SERVICES:
            pytest.fail(f"{reason} (FOLDWISE_REQUIRE_SERVICES=1 makes this a failure)")
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    playwright = sync_playwright().start()
    try:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()
    finally:
        playwright.stop()


@pytest.fixture(scope="session")
def web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A real ``foldwise serve`` process shared by the browser tests, with a few files under its root."""
    base = tmp_path_factory.mktemp("browser")
    home, root = base / "home", base / "root"
    home.mkdir()
    (root / "Reports").mkdir(parents=True)
    (root / "Reports" / "q3-invoice.txt").write_text("Invoice 2024-113, payment due in 30 days.\n")
    (root / "notes.md").write_text("# Notes\nBudget review.\n")
    # Every browser test registers and signs in from 127.0.0.1, several within a minute: the sign-in limit (10 per
    # minute, tested in tests/ratelimit) would turn a later test's sign-in into a 429 page depending on the order.
    server = LiveServer(home, [root], env={"FOLDWISE_RATE_LIMITS__AUTHENTICATION": "1000"})
    server.start()
    try:
        yield server
    finally:
        server.stop()


@dataclass
class Tab:
    """A page in a fresh browser context plus what it asked for and what it complained about."""

    page: Any
    server: LiveServer
    shots: Path
    requests: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def goto(self, path: str) -> Any:
        return self.page.goto(self.server.url + path)

    def foreign_requests(self) -> list[str]:
        """Requests that went anywhere but the test server (data: and blob: URLs stay in the page)."""
        own = urlsplit(self.server.url)
        return [url for url in self.requests
                if urlsplit(url).scheme not in ("data", "blob")
                and (urlsplit(url).hostname, urlsplit(url).port) != (own.hostname, own.port)]

    def screenshot(self, name: str) -> Path:
        """Save a screenshot in the test's directory and a copy in ``SHOTS_DIR``."""
        path = self.shots / f"{name}.png"
        self.page.screenshot(path=str(path))
        SHOTS_DIR.mkdir(parents=True, exist_ok=True)
        (SHOTS_DIR / f"{name}.png").write_bytes(path.read_bytes())
        return path


@pytest.fixture
def tab(browser: Any, web_server: LiveServer, tmp_path: Path) -> Iterator[Tab]:
    """A page in its own context (no shared cookies) that records requests and page errors."""
    with open_tab(browser, web_server, tmp_path, console_errors=True) as recorded:
        yield recorded


@contextmanager
def open_tab(browser: Any, server: LiveServer, tmp_path: Path, *, init_script: Path | None = None,
             console_errors: bool = False) -> Iterator[Tab]:
    """A page in a fresh context on ``server`` recording requests, page errors and HTTP errors (and console
    errors when asked); ``init_script`` runs in every page first (axe, for instance)."""
    context = browser.new_context(viewport=VIEWPORT)
    if init_script is not None:
        context.add_init_script(path=str(init_script))
    page = context.new_page()
    page.set_default_timeout(20_000)
    recorded = Tab(page, server, tmp_path)
    page.on("request", lambda request: recorded.requests.append(request.url))
    page.on("pageerror", lambda error: recorded.errors.append(f"pageerror: {error}"))
    page.on("response", lambda response: recorded.errors.append(f"HTTP {response.status}: {response.url}")
            if response.status >= 400 else None)
    if console_errors:
        page.on("console", lambda message: recorded.errors.append(f"console: {message.text}")
                if message.type == "error" else None)
    try:
        yield recorded
    finally:
        context.close()
