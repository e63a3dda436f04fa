"""The integration interface: what a provider plugin returns from ``register_integrations``.

An integration has a ``name`` (its URL segment), a ``type``, a pydantic ``Settings`` model (unknown keys are
refused) and ``send``, which writes what the integration produces for one file through the journal (one
transaction per send: undoable from the history). Path settings are declared with two markers the service
checks against the roots before anything is stored:

- ``RootFolder()``: a folder inside the roots (absolute, or relative to the first root). Outside: 403
  ``path_not_allowed``; absent (with ``must_exist``): 404 ``not_found``; a file: 400 ``invalid_path``.
- ``Subfolder()``: a folder relative to another setting; absolute or climbing out with ``..``: 400
  ``invalid_path``.

    class Settings(IntegrationSettings):
        vault_path: Annotated[str, RootFolder()]
        notes_subdir: Annotated[str, Subfolder()] = "Notes"
"""

from __future__ import annotations

import asyncio
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict

from foldwise.sdk import Conflict, InvalidPath, InvalidRequest

__all__ = ["Integration", "IntegrationSettings", "RootFolder", "Subfolder", "SendContext", "subfolder",
           "split_name"]


class IntegrationSettings(BaseModel):
    """Base of every integration's settings (an unknown key is a 422)."""

    model_config = ConfigDict(extra="forbid")


@dataclass(frozen=True, slots=True)
class RootFolder:
    """Marker: the setting is a folder inside the roots (stored as its real absolute path)."""

    must_exist: bool = True


@dataclass(frozen=True, slots=True)
class Subfolder:
    """Marker: the setting is a relative folder below another folder setting (no ``..``, not absolute)."""


def subfolder(value: str, setting: str) -> str:
    """``value`` normalised to ``a/b`` form; 400 ``invalid_path`` when absolute or climbing out with ``..``."""
    text = (value or "").replace("\\", "/").strip()
    if text.startswith("/") or (len(text) > 1 and text[1] == ":") or "\x00" in text:
        raise InvalidPath(f"{setting} must be a relative folder", details={"setting": setting})
    parts = [p for p in text.split("/") if p not in ("", ".")]
    if any(p == ".." for p in parts):
        raise InvalidPath(f"{setting} must not climb out with '..'", details={"setting": setting})
    return "/".join(parts)


def split_name(name: str) -> tuple[str, str]:
    """``report.tar.gz`` -> (``report.tar``, ``.gz``); a dot file keeps its name as the stem."""
    stem, ext = os.path.splitext(name)
    return (stem, ext) if stem else (name, "")


@dataclass
class SendContext:
    """One send: the file (a real path inside the roots), the caller's metadata and the open journal
    transaction. ``write`` creates new files only, under a free name; ``written`` lists them."""

    kernel: Any
    source: Path
    metadata: dict[str, Any]
    txn: Any
    written: list[str] = field(default_factory=list)

    async def write(self, folder: Path | str, name: str, content: bytes | Path, *, suffix: str | None = None) -> Path:
        """Create ``folder/name`` (``name (2).ext`` ... when taken) from bytes or a file's content; never
        overwrites. ``suffix`` (e.g. ``.vscode.json``) is kept at the end of every candidate instead of the
        name's own extension. Missing folders are created (journaled too)."""
        sandbox = self.kernel.sandbox
        stem, ext = (name[: -len(suffix)], suffix) if suffix and name.endswith(suffix) else split_name(name)
        for attempt in range(1, 1000):
            candidate = name if attempt == 1 else f"{stem} ({attempt}){ext}"
            target = await sandbox.aresolve(os.path.join(str(folder), candidate), must_exist=False,
                                            follow_symlinks=False)
            if await asyncio.to_thread(os.path.lexists, target):
                continue
            try:
                written = await self.txn.write_new(target, content)
            except Conflict:  # taken between the check and the write
                continue
            self.written.append(str(written))
            return Path(written)
        raise Conflict("no free name was found", details={"name": name})


class Integration:
    """Base class: set ``name``, ``type``, ``label``, ``description``, ``Settings``; implement ``send``."""

    name: ClassVar[str] = ""
    type: ClassVar[str] = ""
    label: ClassVar[str] = ""
    description: ClassVar[str] = ""
    Settings: ClassVar[type[IntegrationSettings]] = IntegrationSettings
    #: False for integrations that take no files (the browser extension): ``send`` answers 400.
    sends: ClassVar[bool] = True

    def details(self, settings: IntegrationSettings | None) -> dict[str, Any]:
        """Public status details listed by ``GET /integrations`` (default: the stored settings)."""
        return {"settings": settings.model_dump() if settings is not None else None}

    async def on_disconnect(self, kernel: Any) -> None:
        """Called after the integration is disconnected (the browser revokes its tokens here)."""

    async def send(self, ctx: SendContext, settings: Any) -> None:
        """Write this integration's output for ``ctx.source`` with ``ctx.write`` (inside the open transaction)."""
        raise InvalidRequest(f"the {self.name} integration does not take files")
