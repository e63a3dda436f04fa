"""Builtin integration plugin ``integration_obsidian``: send a file into an Obsidian vault."""

from __future__ import annotations

from typing import Any

from foldwise.sdk import hookimpl


@hookimpl
def addhooks(pm: Any) -> None:
    from foldwise.plugins.integrations.hookspecs import ensure_hookspecs

    ensure_hookspecs(pm)


@hookimpl
def register_integrations() -> list[Any]:
    from foldwise.plugins.integrations.obsidian.provider import Obsidian

    return [Obsidian()]
