"""Builtin integration plugin ``integration_browser``: the browser extension's token flow.

``/api/v1/integrations/browser/{config,token,verify}`` and ``DELETE .../browser/token``; a token (header
``X-Extension-Token`` with its extension's ``Origin``) authenticates only search, upload and the one-file
suggestion (``actor_from_request``). See ``docs/integrations.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import Service

HEADER = "X-Extension-Token"


@hookimpl
def addhooks(pm: Any) -> None:
    from foldwise.plugins.integrations.hookspecs import ensure_hookspecs

    ensure_hookspecs(pm)


@hookimpl
def register_integrations() -> list[Any]:
    from foldwise.plugins.integrations.browser.provider import Browser

    return [Browser()]


@hookimpl
def register_models() -> list[str]:
    return ["foldwise.plugins.integrations.browser.models"]


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    return [Service("foldwise.plugins.integrations.browser.tokens:BrowserTokens")]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.integrations.browser.routes import bp

    return [bp]


@hookimpl
async def actor_from_request(request: Any, kernel: Any) -> Any:
    """The token's user when ``X-Extension-Token`` is sent (401 when invalid, expired, revoked or with another
    origin; 403 on a route tokens do not open); None without the header."""
    token = request.headers.get(HEADER)
    if token is None:
        return None
    from foldwise.plugins.integrations.browser.tokens import BrowserTokens

    return await kernel.service(BrowserTokens).authenticate(token, request.headers.get("Origin"), request.method,
                                                            request.path)
