"""Alfred and Raycast: each send writes two JSON files into ``output_dir``: an Alfred Script Filter result
(``<name>.alfred.json``, ``{"items": [...]}``) and a Raycast quicklink import (``<name>.raycast.json``,
``[{"name", "link"}]``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import quote

from pydantic import Field

from foldwise.plugins.integrations.provider import Integration, IntegrationSettings, RootFolder, SendContext

__all__ = ["Workflow", "WorkflowSettings", "alfred_items", "raycast_quicklinks"]


class WorkflowSettings(IntegrationSettings):
    output_dir: Annotated[str, RootFolder()] = Field(description="folder for the JSON files, inside the roots")


def alfred_items(path: Path, tags: list[str]) -> dict[str, Any]:
    """An Alfred Script Filter answer for one file."""
    return {"items": [{"uid": str(path), "type": "file", "title": path.name, "subtitle": str(path.parent),
                       "arg": str(path), "autocomplete": path.name, "icon": {"type": "fileicon", "path": str(path)},
                       "match": " ".join([path.stem, *tags])}]}


def raycast_quicklinks(path: Path) -> list[dict[str, str]]:
    """A Raycast quicklink import for one file."""
    return [{"name": path.name, "link": "file://" + quote(str(path))}]


class Workflow(Integration):
    name = "workflow"
    type = "launcher"
    label = "Alfred and Raycast"
    description = "Write an Alfred Script Filter result and a Raycast quicklink for the file."
    Settings = WorkflowSettings

    async def send(self, ctx: SendContext, settings: Any) -> None:
        tags = [str(t) for t in ctx.metadata.get("tags") or [] if isinstance(t, str)]
        for suffix, payload in ((".alfred.json", alfred_items(ctx.source, tags)),
                                (".raycast.json", raycast_quicklinks(ctx.source))):
            text = json.dumps(payload, ensure_ascii=False, indent=2) + "\n"
            await ctx.write(settings.output_dir, ctx.source.name + suffix, text.encode("utf-8"),
                            suffix=suffix)
