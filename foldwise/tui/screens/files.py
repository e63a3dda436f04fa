"""Files: browse a root, preview text, show and edit tags."""

from __future__ import annotations

import os
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import DataTable, Input, Static

from foldwise.tui.screens.base import FoldwiseScreen

__all__ = ["FilesScreen"]


class FilesScreen(FoldwiseScreen):
    TITLE_TEXT = "Files"
    SUMMARY = "browse the roots, preview text files, show and edit tags"
    BINDINGS = [Binding("enter", "open", "Open"), Binding("backspace", "up", "Up"),
                Binding("t", "edit_tags", "Tags"), Binding("g", "reload", "Reload")]

    def __init__(self) -> None:
        super().__init__()
        self.cwd: str | None = None
        self.entries: list[dict[str, Any]] = []

    def compose_body(self) -> ComposeResult:
        yield Static("", id="cwd")
        with Horizontal():
            yield DataTable(id="entries", cursor_type="row")
            yield Static("", id="preview")
        yield Input(placeholder="tags, comma separated (enter saves)", id="tags")

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#entries", DataTable).add_columns("name", "type", "size", "tags")
        self.query_one("#tags", Input).display = False
        self.load(None)

    @work(exclusive=True, group="list")
    async def load(self, path: str | None) -> None:
        entries = await self.call(self.backend.list_dir, path)
        if entries is None:
            return
        if path is None:
            roots = self.app.roots  # type: ignore[attr-defined]
            path = roots[0] if len(roots) == 1 else None
        self.cwd, self.entries = path, sorted(entries, key=lambda e: (not e.get("is_dir"), e["name"].lower()))
        self.query_one("#cwd", Static).update(f"{self.cwd or 'roots'}  ({len(self.entries)} entries)")
        table = self.query_one("#entries", DataTable)
        table.clear()
        for entry in self.entries:
            table.add_row(entry["name"] + ("/" if entry.get("is_dir") else ""), entry.get("type", ""),
                          "" if entry.get("is_dir") else str(entry.get("size", 0)),
                          ", ".join(entry.get("tags") or []))
        table.focus()

    def _selected(self) -> dict[str, Any] | None:
        table = self.query_one("#entries", DataTable)
        if not self.entries or table.cursor_row < 0 or table.cursor_row >= len(self.entries):
            return None
        return self.entries[table.cursor_row]

    @staticmethod
    def _path(entry: dict[str, Any]) -> str:
        return os.path.join(entry["path"], entry["name"])

    @on(DataTable.RowSelected, "#entries")
    def _selected_row(self) -> None:
        self.action_open()

    @on(DataTable.RowHighlighted, "#entries")
    def _highlighted(self) -> None:
        entry = self._selected()
        if entry is not None and not entry.get("is_dir"):
            self.show_preview(self._path(entry))

    def action_open(self) -> None:
        entry = self._selected()
        if entry is None:
            return
        if entry.get("is_dir"):
            self.load(self._path(entry))
        else:
            self.show_preview(self._path(entry))

    @work(exclusive=True, group="preview")
    async def show_preview(self, path: str) -> None:
        text = await self.call(self.backend.preview, path)
        tags = await self.call(self.backend.tags, path)
        if text is not None:
            self.query_one("#preview", Static).update(f"tags: {', '.join(tags or []) or '-'}\n\n{text}")

    def action_up(self) -> None:
        roots = [r.rstrip(os.sep) for r in self.app.roots]  # type: ignore[attr-defined]
        if self.cwd is None or self.cwd.rstrip(os.sep) in roots:
            self.load(None if len(roots) > 1 else self.cwd)
            return
        self.load(os.path.dirname(self.cwd.rstrip(os.sep)))

    def action_reload(self) -> None:
        self.load(self.cwd)

    def action_edit_tags(self) -> None:
        entry = self._selected()
        if entry is None or entry.get("is_dir"):
            self.say("tags belong to files: highlight a file first", error=True)
            return
        box = self.query_one("#tags", Input)
        box.value = ", ".join(entry.get("tags") or [])
        box.display = True
        box.focus()

    @on(Input.Submitted, "#tags")
    def _save_tags(self, event: Input.Submitted) -> None:
        entry = self._selected()
        event.input.display = False
        if entry is not None:
            tags = [t.strip() for t in event.value.split(",") if t.strip()]
            self.save_tags(self._path(entry), tags)

    @work(exclusive=True, group="tags")
    async def save_tags(self, path: str, tags: list[str]) -> None:
        result = await self.call(self.backend.set_tags, path, tags)
        if result is not None:
            self.say(f"tags of {os.path.basename(path)}: {', '.join(result.get('tags') or []) or 'none'}")
            self.load(self.cwd)
