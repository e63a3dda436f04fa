"""Security headers and cookie flags of the web interface (``[web]`` settings, read on every response).

``/ui`` pages get a strict Content-Security-Policy: scripts, styles, fonts and connections from this origin
only, no inline script or style, no ``eval``, no framing, forms post only here. The vendored htmx and Pico
need nothing more. ``web.hsts`` adds ``Strict-Transport-Security`` to every response and
``web.secure_cookies`` marks the session cookie ``Secure``: both for a service reached over HTTPS (behind a
TLS-terminating proxy), where plain HTTP would then stop working in browsers.
"""

from __future__ import annotations

from typing import Any

__all__ = ["UI_CSP", "SECURITY_HEADERS", "response_headers"]

#: Every response.
SECURITY_HEADERS = {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin"}
#: ``/ui`` pages (Pico's icons are ``data:`` images inside its CSS).
UI_CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
          "connect-src 'self'; media-src 'self'; object-src 'none'; frame-src 'none'; base-uri 'none'; "
          "form-action 'self'; frame-ancestors 'none'")


def response_headers(path: str, settings: Any) -> list[tuple[str, str]]:
    """The security headers a response to ``path`` carries under ``settings``."""
    headers = list(SECURITY_HEADERS.items())
    if path == "/ui" or path.startswith("/ui/"):
        headers += [("X-Frame-Options", "DENY"), ("Content-Security-Policy", UI_CSP)]
    web = settings.web
    if web.hsts:
        value = f"max-age={web.hsts_max_age}" + ("; includeSubDomains" if web.hsts_include_subdomains else "")
        headers.append(("Strict-Transport-Security", value))
    return headers
