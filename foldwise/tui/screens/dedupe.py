"""Dedupe: scan a folder for duplicate groups, choose the copy to keep in each, resolve (the others go to
the trash, one undoable transaction)."""

from __future__ import annotations

from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Input, Static

from foldwise.tui.screens.base import ConfirmScreen, FoldwiseScreen, rel

__all__ = ["DedupeScreen", "STRATEGIES"]

STRATEGIES = ("oldest", "newest", "shortest_path")


class DedupeScreen(FoldwiseScreen):
    TITLE_TEXT = "Dedupe"
    SUMMARY = "find duplicate groups, choose the copy to keep, move the other copies to the trash"
    BINDINGS = [Binding("f", "edit_folder", "Folder"), Binding("s", "scan", "Scan"),
                Binding("k", "keep", "Keep this copy"), Binding("g", "strategy", "Strategy"),
                Binding("x", "resolve", "Resolve")]

    def __init__(self) -> None:
        super().__init__()
        self.preview: dict[str, Any] | None = None
        self.rows: list[tuple[str, str]] = []  # (group hash, path) per table row
        self.keep: dict[str, str] = {}
        self.strategy = STRATEGIES[0]

    def compose_body(self) -> ComposeResult:
        yield Input(placeholder="folder to scan (enter scans it)", id="folder")
        yield Static("", id="strategy")
        yield DataTable(id="groups", cursor_type="row")

    def on_mount(self) -> None:
        super().on_mount()
        roots = self.app.roots  # type: ignore[attr-defined]
        self.query_one("#folder", Input).value = roots[0] if roots else ""
        self.query_one("#groups", DataTable).add_columns("group", "keep", "file", "size")
        self._show_strategy()
        self.query_one("#groups", DataTable).focus()

    def _show_strategy(self) -> None:
        self.query_one("#strategy", Static).update(
            f"default choice: {self.strategy} (g changes it); k keeps the highlighted copy of its group")

    def action_edit_folder(self) -> None:
        self.query_one("#folder", Input).focus()

    def action_strategy(self) -> None:
        self.strategy = STRATEGIES[(STRATEGIES.index(self.strategy) + 1) % len(STRATEGIES)]
        self.keep.clear()
        self._show_strategy()
        self._draw()

    @on(Input.Submitted, "#folder")
    def _folder_given(self) -> None:
        self.action_scan()

    def action_scan(self) -> None:
        folder = self.query_one("#folder", Input).value.strip()
        if folder:
            self.scan(folder)

    @work(exclusive=True, group="dedupe")
    async def scan(self, folder: str) -> None:
        self.say(f"scanning {folder} ...")
        preview = await self.call(self.backend.dedupe_scan, folder)
        if preview is None:
            return
        self.preview, self.keep = preview, {}
        self._draw()
        self.query_one("#groups", DataTable).focus()
        wasted = sum(g.get("wasted", 0) for g in preview["groups"])
        self.say(f"{len(preview['groups'])} duplicate groups ({wasted} bytes reclaimable); x resolves them")

    def _kept(self, group: dict[str, Any]) -> str:
        """The copy kept: the one chosen with k, else the strategy's (oldest: the preview's choice)."""
        if group["hash"] in self.keep:
            return self.keep[group["hash"]]
        files = group["files"]
        if self.strategy == "newest":
            return max(files, key=lambda f: f["modified"])["path"]
        if self.strategy == "shortest_path":
            return min(files, key=lambda f: (len(f["path"]), f["path"]))["path"]
        return group["keep"]

    def _draw(self) -> None:
        table = self.query_one("#groups", DataTable)
        row = table.cursor_row
        table.clear()
        self.rows = []
        if self.preview is None:
            return
        base = self.query_one("#folder", Input).value.strip()
        for number, group in enumerate(self.preview["groups"], 1):
            kept = self._kept(group)
            for file in group["files"]:
                table.add_row(str(number), "keep" if file["path"] == kept else "trash", rel(file["path"], base),
                              str(file["size"]))
                self.rows.append((group["hash"], file["path"]))
        if self.rows:
            table.move_cursor(row=min(max(row, 0), len(self.rows) - 1))

    def action_keep(self) -> None:
        table = self.query_one("#groups", DataTable)
        if not self.rows or not 0 <= table.cursor_row < len(self.rows):
            self.say("scan first (s), then highlight the copy to keep", error=True)
            return
        group_hash, path = self.rows[table.cursor_row]
        self.keep[group_hash] = path
        self._draw()
        self.say(f"keeping {path}")

    def action_resolve(self) -> None:
        if self.preview is None or not self.preview["groups"]:
            self.say("no duplicate groups to resolve (s scans)", error=True)
            return
        groups = self.preview["groups"]
        trashed = sum(len(g["files"]) - 1 for g in groups)
        question = (f"Resolve {len(groups)} duplicate group(s): keep one copy each, move {trashed} file(s) "
                    f"to the trash (undoable)?")
        self.app.push_screen(ConfirmScreen(question), self._answered)

    def _answered(self, yes: bool | None) -> None:
        if yes:
            self.resolve()
        else:
            self.say("nothing changed")

    @work(exclusive=True, group="dedupe")
    async def resolve(self) -> None:
        assert self.preview is not None
        keep = {g["hash"]: self._kept(g) for g in self.preview["groups"]}
        outcome = await self.call(self.backend.dedupe_resolve, self.preview["job_id"], "oldest", keep)
        if outcome is None:
            return
        self.preview = None
        self._draw()
        self.say(f"resolved {outcome['groups_resolved']} groups: {outcome['files_resolved']} files to the trash, "
                 f"{outcome['bytes_reclaimed']} bytes (transaction {outcome['transaction_id']}; undo in history)")
