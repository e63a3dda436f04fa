"""The organize plugin's own hookspecs: methodologies are plugins too."""

from __future__ import annotations

import sys
from typing import Any

import pluggy

from foldwise.sdk import hookspec

__all__ = ["register_methodologies", "ensure_hookspecs"]


@hookspec
def register_methodologies() -> list[Any]:
    """Return ``Methodology`` objects (see ``foldwise.plugins.organize.methodology``)."""


def ensure_hookspecs(pm: pluggy.PluginManager) -> None:
    """Add these hookspecs once; organize and every methodology plugin call it from ``addhooks``.

    Methodology plugins add them too so they still validate when organize itself is disabled.
    """
    caller = getattr(pm.hook, "register_methodologies", None)
    if caller is None or caller.spec is None:
        pm.add_hookspecs(sys.modules[__name__])
