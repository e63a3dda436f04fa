"""The browser extension as an integration: no settings and no files to send; its tokens are managed with
``/api/v1/integrations/browser/*`` (``tokens.py``)."""

from __future__ import annotations

from typing import Any

from foldwise.plugins.integrations.provider import Integration, IntegrationSettings

__all__ = ["Browser"]


class Browser(Integration):
    name = "browser"
    type = "browser"
    label = "Browser extension"
    description = "Let the browser extension search, upload and ask for a suggestion with a short-lived token."
    Settings = IntegrationSettings
    sends = False

    async def on_disconnect(self, kernel: Any) -> None:
        """Disconnecting the browser integration revokes every extension token."""
        from foldwise.plugins.integrations.browser.tokens import BrowserTokens

        await kernel.service(BrowserTokens).revoke_all()

    def details(self, settings: IntegrationSettings | None) -> dict[str, Any]:
        from foldwise.plugins.integrations.browser.tokens import TOKEN_TTL_SECONDS

        return {"settings": {}, "token_ttl_seconds": TOKEN_TTL_SECONDS}
