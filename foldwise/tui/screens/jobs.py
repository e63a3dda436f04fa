"""Jobs: every job (organize, rollback, dedupe) with its progress; cancel or roll back the highlighted one."""

from __future__ import annotations

from typing import Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable

from foldwise.tui.screens.base import FoldwiseScreen

__all__ = ["JobsScreen"]

#: Seconds between two refreshes while the screen is shown.
REFRESH_SECONDS = 1.0


class JobsScreen(FoldwiseScreen):
    TITLE_TEXT = "Jobs"
    SUMMARY = "jobs newest first, refreshed every second; cancel or roll back the highlighted job"
    BINDINGS = [Binding("c", "cancel", "Cancel"), Binding("b", "rollback", "Roll back"),
                Binding("g", "reload", "Reload")]

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[dict[str, Any]] = []

    def compose_body(self) -> ComposeResult:
        yield DataTable(id="jobs", cursor_type="row")

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#jobs", DataTable).add_columns("id", "type", "status", "progress", "files", "started")
        self.query_one("#jobs", DataTable).focus()
        self.set_interval(REFRESH_SECONDS, self._tick)

    def _tick(self) -> None:
        if self.is_current:
            self.reload()

    def on_screen_resume(self) -> None:
        self.reload()

    def action_reload(self) -> None:
        self.reload()

    @work(exclusive=True, group="jobs")
    async def reload(self) -> None:
        await self.refresh_rows()

    async def refresh_rows(self) -> None:
        """Read the jobs again and redraw the table."""
        rows = await self.call(self.backend.jobs)
        if rows is None:
            return
        self.rows = rows
        table = self.query_one("#jobs", DataTable)
        cursor = table.cursor_row
        table.clear()
        for job in rows:
            table.add_row(job["id"], job["type"], job["status"], f"{job.get('progress') or 0}%",
                          str(job.get("fileCount") or 0), str(job.get("startedAt") or "-")[:19])
        if rows:
            table.move_cursor(row=min(max(cursor, 0), len(rows) - 1))

    def _job(self) -> dict[str, Any] | None:
        cursor = self.query_one("#jobs", DataTable).cursor_row
        return self.rows[cursor] if self.rows and 0 <= cursor < len(self.rows) else None

    def action_cancel(self) -> None:
        job = self._job()
        if job is not None:
            self.act("cancel", job["id"])

    def action_rollback(self) -> None:
        job = self._job()
        if job is not None:
            self.act("rollback", job["id"])

    @work(group="jobs-act")
    async def act(self, verb: str, job_id: str) -> None:
        job = await self.call(getattr(self.backend, verb), job_id)
        if job is not None:
            self.say(f"job {job_id}: {job['status']}")
            await self.refresh_rows()
