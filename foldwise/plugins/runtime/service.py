"""``RuntimeService``: the plugin runtime without HTTP (files, configuration, webhooks)."""

from __future__ import annotations

from typing import Any

from foldwise.sdk import read_config_value
from foldwise.plugins.runtime.files import RuntimeFiles
from foldwise.plugins.runtime.webhooks import WebhookService

__all__ = ["RuntimeService"]


class RuntimeService:
    """One per kernel: ``files``, ``hooks`` (with the delivery worker) and ``config_value``."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        self.files = RuntimeFiles(kernel)
        self.hooks = WebhookService(kernel)

    def config_value(self, key: str) -> dict[str, Any]:
        """``{key, value}`` of one configuration key (403 for secrets, 404 ``config_key_not_found``)."""
        return {"key": key, "value": read_config_value(self.kernel.settings, key)}
