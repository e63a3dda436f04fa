"""The search plugin's own hooks (published through ``addhooks``; the search plugin implements them).

Other plugins call them through ``kernel.pm.hook`` when present, never by importing
this plugin: ``getattr(kernel.pm.hook, "search_inventory", None)``.
"""

from __future__ import annotations

from typing import Any

from foldwise.sdk import hookspec


@hookspec
def search_inventory(kernel: Any, group_by: str) -> Any:
    """Return an awaitable of ``[(group, count, bytes)]`` over indexed files (``kind``, ``ext``, ``top_folder``,
    ``size_bucket``), or None when no index is open for ``kernel``."""


@hookspec
def search_index_stats(kernel: Any) -> Any:
    """Return an awaitable of the index facts (files, bytes, build state), or None when no index is open."""
