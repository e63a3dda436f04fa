"""History: every journaled change, newest first; undo or redo the highlighted one."""

from __future__ import annotations

from typing import Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable

from foldwise.tui.screens.base import FoldwiseScreen

__all__ = ["HistoryScreen"]

_STATE = {"in_effect": "in effect", "undone": "undone", "partly_undone": "partly undone"}


class HistoryScreen(FoldwiseScreen):
    TITLE_TEXT = "History"
    SUMMARY = "journaled changes; undo or redo the highlighted change"
    BINDINGS = [Binding("u", "undo", "Undo"), Binding("r", "redo", "Redo"), Binding("g", "reload", "Reload")]

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[dict[str, Any]] = []

    def compose_body(self) -> ComposeResult:
        yield DataTable(id="history", cursor_type="row")

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#history", DataTable).add_columns("#", "change", "state", "ops", "time", "job")
        self.query_one("#history", DataTable).focus()

    def on_screen_resume(self) -> None:
        self.reload()

    def action_reload(self) -> None:
        self.reload()

    @work(exclusive=True, group="history")
    async def reload(self) -> None:
        await self.refresh_rows()

    async def refresh_rows(self) -> None:
        """Read the history again and redraw the table (the cursor stays on its row number)."""
        rows = await self.call(self.backend.history)
        if rows is None:
            return
        self.rows = rows
        table = self.query_one("#history", DataTable)
        cursor = table.cursor_row
        table.clear()
        for row in rows:
            table.add_row(str(row["id"]), row["label"],
                          _STATE[row["effective"]] + (" (redone)" if row.get("redone") else ""),
                          str(row.get("op_count") or 0), str(row.get("created_at") or "")[:19],
                          row.get("job_id") or "-")
        if rows:
            table.move_cursor(row=min(max(cursor, 0), len(rows) - 1))
        self.say(f"{len(rows)} changes; u undoes, r redoes the highlighted one")

    def _row(self) -> dict[str, Any] | None:
        cursor = self.query_one("#history", DataTable).cursor_row
        return self.rows[cursor] if self.rows and 0 <= cursor < len(self.rows) else None

    def action_undo(self) -> None:
        row = self._row()
        self.reverse("undo", row["id"] if row else None)

    def action_redo(self) -> None:
        row = self._row()
        self.reverse("redo", row["id"] if row else None)

    @work(exclusive=True, group="history")
    async def reverse(self, kind: str, transaction_id: int | None) -> None:
        result = await self.call(getattr(self.backend, kind), transaction_id)
        if result is None:
            return
        await self.refresh_rows()
        self.say(f"{kind} of change {result.get('target_id', transaction_id)}: {result.get('reverted', 0)} "
                 f"operations reverted, {result.get('failed', 0)} failed")
