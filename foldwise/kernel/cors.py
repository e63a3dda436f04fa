"""CORS for ``/api/v1`` from ``server.cors_origins``: preflights answered before authentication, and the
``Access-Control-*`` headers on responses to an allowed origin.

Only origins listed in ``server.cors_origins`` (exact ``scheme://host[:port]`` text, or ``*`` for any) get
CORS headers; a preflight from another origin answers 403 ``forbidden`` without them, so the browser blocks
the request. Credentials travel in headers (``Authorization``, ``X-API-Key``, ``X-Extension-Token``), never
in cookies, so ``Access-Control-Allow-Credentials`` is never sent.
"""

from __future__ import annotations

from typing import Any

__all__ = ["ALLOWED_METHODS", "ALLOWED_HEADERS", "EXPOSED_HEADERS", "origin_allowed", "preflight", "cors_headers"]

ALLOWED_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")
ALLOWED_HEADERS = ("authorization", "content-type", "x-api-key", "x-extension-token", "x-requested-with")
EXPOSED_HEADERS = "X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, Content-Disposition"
MAX_AGE = "600"
_PREFIX = "/api/v1/"


def _applies(path: str) -> bool:
    return path == "/api/v1" or path.startswith(_PREFIX)


def origin_allowed(origin: str | None, settings: Any) -> bool:
    """Whether ``origin`` is listed in ``server.cors_origins`` (``*`` allows every origin)."""
    if not origin:
        return False
    allowed = settings.server.cors_origins
    return "*" in allowed or origin.rstrip("/") in {item.rstrip("/") for item in allowed}


def preflight(request: Any, settings: Any) -> Any:
    """The answer to a CORS preflight on ``/api/v1`` (None when the request is not one): 204 with the
    ``Access-Control-Allow-*`` headers for an allowed origin, method and headers; 403 otherwise."""
    if request.method != "OPTIONS" or not _applies(request.path):
        return None
    origin = request.headers.get("Origin")
    wanted = (request.headers.get("Access-Control-Request-Method") or "").upper()
    if not origin or not wanted:
        return None
    from foldwise.kernel.errors import Forbidden

    if not origin_allowed(origin, settings):
        raise Forbidden("this origin is not allowed (server.cors_origins)", details={"origin": origin})
    asked = [h.strip().lower() for h in (request.headers.get("Access-Control-Request-Headers") or "").split(",")]
    asked = [h for h in asked if h]
    refused = [h for h in asked if h not in ALLOWED_HEADERS]
    if wanted not in ALLOWED_METHODS or refused:
        raise Forbidden("this method or header is not allowed across origins",
                        details={"method": wanted, "headers": refused})
    from quart import Response

    response = Response("", status=204)
    response.headers.update({
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Methods": ", ".join(ALLOWED_METHODS),
        "Access-Control-Allow-Headers": ", ".join(asked) if asked else "content-type",
        "Access-Control-Max-Age": MAX_AGE,
        "Vary": "Origin",
    })
    return response


def cors_headers(request: Any, settings: Any) -> list[tuple[str, str]]:
    """The CORS headers a response to this request carries (none unless its origin is allowed; a preflight
    carries its own, and a refused one none)."""
    if not _applies(request.path):
        return []
    origin = request.headers.get("Origin")
    refused_preflight = request.method == "OPTIONS" and "Access-Control-Request-Method" in request.headers
    if refused_preflight or not origin_allowed(origin, settings):
        return [("Vary", "Origin")] if settings.server.cors_origins else []
    return [("Access-Control-Allow-Origin", origin or ""), ("Access-Control-Expose-Headers", EXPOSED_HEADERS),
            ("Vary", "Origin")]
