"""The home page's "Folders" panel: each root with its indexed files, their size and the free disk space."""

from __future__ import annotations

import asyncio
import shutil
from typing import Any

from markupsafe import Markup, escape

from foldwise.sdk import human_size

__all__ = ["roots_panel"]


def _free(root: str) -> int | None:
    try:
        return shutil.disk_usage(root).free
    except OSError:
        return None


async def roots_panel(service: Any) -> dict[str, Any]:
    """One line per root: files and bytes in the search index, free space on its disk."""
    roots = service.roots()
    if not roots:
        return {"title": "Folders", "html": Markup('<p>No folders yet. <a href="/ui/setup">Choose them</a>.</p>')}
    items = []
    for root in roots:
        groups = await service.index.group("kind", [root]) if getattr(service, "running", False) else []
        count, size = sum(g[1] for g in groups), sum(g[2] for g in groups)
        free = await asyncio.to_thread(_free, root)
        items.append(f'<li><a href="/ui/files?path={escape(root)}"><code>{escape(root)}</code></a>: '
                     f"{count} file{'' if count == 1 else 's'}, {escape(human_size(size))}"
                     f"{f' · {escape(human_size(free))} free' if free is not None else ''}</li>")
    building = " (the index is being built: numbers grow)" if service.status.get("state") == "building" else ""
    return {"title": "Folders", "html": Markup(f'<ul id="roots-sizes">{"".join(items)}</ul>'
                                               f"<p><small>Sizes from the search index{building}.</small></p>")}
