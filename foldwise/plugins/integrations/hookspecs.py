"""The integrations plugin's own hookspec: every integration (builtin or third-party) is a provider plugin."""

from __future__ import annotations

import sys
from typing import Any

import pluggy

from foldwise.sdk import hookspec

__all__ = ["register_integrations", "ensure_hookspecs"]


@hookspec
def register_integrations() -> list[Any]:
    """Return ``Integration`` objects (see ``foldwise.plugins.integrations.provider``)."""


def ensure_hookspecs(pm: pluggy.PluginManager) -> None:
    """Add the hookspec once; the integrations plugin and every provider plugin call it from ``addhooks``
    (providers too, so they still validate when the integrations plugin itself is disabled)."""
    caller = getattr(pm.hook, "register_integrations", None)
    if caller is None or caller.spec is None:
        pm.add_hookspecs(sys.modules[__name__])
