"""Obsidian: the file is copied into the vault's attachments folder and a Markdown note with YAML front
matter (source, exported_at, attachment, tags, summary) is written into its notes folder, linking to it."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Annotated, Any

from pydantic import Field

from foldwise.plugins.integrations.provider import (
    Integration,
    IntegrationSettings,
    RootFolder,
    SendContext,
    Subfolder,
    split_name,
)

__all__ = ["Obsidian", "ObsidianSettings", "front_matter"]


class ObsidianSettings(IntegrationSettings):
    vault_path: Annotated[str, RootFolder()] = Field(description="the vault folder, inside the roots")
    attachments_subdir: Annotated[str, Subfolder()] = Field("Attachments", max_length=255)
    notes_subdir: Annotated[str, Subfolder()] = Field("Notes", max_length=255)


def _yaml(value: Any) -> str:
    """A YAML scalar or flow sequence: JSON strings are valid YAML and escape everything safely."""
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(json.dumps(str(v), ensure_ascii=False) for v in value) + "]"
    if value is None:
        return "null"
    return json.dumps(str(value), ensure_ascii=False)


def front_matter(fields: dict[str, Any]) -> str:
    """The ``---`` delimited YAML block of a note."""
    return "---\n" + "".join(f"{key}: {_yaml(value)}\n" for key, value in fields.items()) + "---\n"


#: Larger files are not analysed for the note (the send stays quick); their note has no summary.
ANALYSIS_MAX_BYTES = 20 * 1024 * 1024


async def _analysis(ctx: SendContext) -> dict[str, Any]:
    """The analysis plugin's summary and keywords for the file, when that plugin is enabled and can read it."""
    import asyncio

    try:
        if (await asyncio.to_thread(ctx.source.stat)).st_size > ANALYSIS_MAX_BYTES:
            return {}
        service = ctx.kernel.service("foldwise.plugins.analysis.service:AnalysisService")
        return await service.analyze_path(ctx.source) or {}
    except Exception:  # noqa: BLE001 - analysis is optional: the note is written without it
        return {}


def _tags(value: Any) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)):
        return []
    return [str(t).strip().lstrip("#").replace(" ", "-") for t in value if str(t).strip()][:50]


class Obsidian(Integration):
    name = "obsidian"
    type = "notes"
    label = "Obsidian"
    description = "Copy a file into an Obsidian vault with a Markdown note (YAML front matter) that links to it."
    Settings = ObsidianSettings

    async def send(self, ctx: SendContext, settings: Any) -> None:
        vault = settings.vault_path
        attachments = f"{vault}/{settings.attachments_subdir}".rstrip("/")
        notes = f"{vault}/{settings.notes_subdir}".rstrip("/")
        copy = await ctx.write(attachments, ctx.source.name, ctx.source)
        meta = ctx.metadata
        summary, tags = meta.get("summary"), _tags(meta.get("tags"))
        if summary is None or not tags:
            found = await _analysis(ctx)
            summary = summary if summary is not None else found.get("summary")
            tags = tags or _tags(found.get("keywords") or [])[:10]
        link = copy.relative_to(vault).as_posix()
        title = str(meta.get("title") or split_name(ctx.source.name)[0])
        body = front_matter({
            "source": str(ctx.source),
            "exported_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "attachment": link,
            "tags": tags,
            "summary": summary,
        }) + f"\n# {title}\n\n![[{link}]]\n" + (f"\n{summary}\n" if summary else "")
        await ctx.write(notes, f"{split_name(copy.name)[0]}.md", body.encode("utf-8"))
