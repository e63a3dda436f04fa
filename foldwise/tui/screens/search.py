"""Search: keyword search over the index of the roots."""

from __future__ import annotations

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Input

from foldwise.tui.screens.base import FoldwiseScreen

__all__ = ["SearchScreen"]


class SearchScreen(FoldwiseScreen):
    TITLE_TEXT = "Search"
    SUMMARY = "find files by name and content (keyword search of the index)"
    BINDINGS = [Binding("slash", "edit_query", "Query")]

    def compose_body(self) -> ComposeResult:
        yield Input(placeholder="search (enter runs it)", id="query")
        yield DataTable(id="results", cursor_type="row")

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#results", DataTable).add_columns("name", "path", "type", "size")
        self.query_one("#query", Input).focus()

    def action_edit_query(self) -> None:
        self.query_one("#query", Input).focus()

    @on(Input.Submitted, "#query")
    def _submitted(self, event: Input.Submitted) -> None:
        if event.value.strip():
            self.run_search(event.value.strip())

    @work(exclusive=True, group="search")
    async def run_search(self, query: str) -> None:
        self.say(f"searching {query!r} ...")
        data = await self.call(self.backend.search, query)
        if data is None:
            return
        table = self.query_one("#results", DataTable)
        table.clear()
        for hit in data["results"]:
            table.add_row(hit["name"], hit.get("path", ""), hit.get("type", ""), str(hit.get("size", "")))
        table.focus()
        more = "+" if data.get("total_capped") else ""
        self.say(f"{data['total']}{more} results for {query!r}")
