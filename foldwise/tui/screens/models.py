"""Models: the local models and those of the configured endpoint; select the chat model.

The list and the selection are ``foldwise models list --json`` and ``foldwise models select NAME`` run as
child processes on this machine's data home (models are managed where foldwise is configured, not by REST).
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from typing import Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable

from foldwise.tui.screens.base import ConfirmScreen, FoldwiseScreen

__all__ = ["ModelsScreen", "foldwise_command"]


def foldwise_command(args: list[str]) -> subprocess.CompletedProcess[str]:
    """``foldwise ARGS`` as a child process (same interpreter and data home), output captured."""
    return subprocess.run([sys.executable, "-m", "foldwise", *args], capture_output=True, text=True,
                          env=dict(os.environ), stdin=subprocess.DEVNULL, timeout=120)


class ModelsScreen(FoldwiseScreen):
    TITLE_TEXT = "Models"
    SUMMARY = "local models (installed or not) and the endpoint's chat models; s selects the highlighted one"
    BINDINGS = [Binding("s", "select", "Select"), Binding("g", "reload", "Reload")]

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[dict[str, Any]] = []

    def compose_body(self) -> ComposeResult:
        yield DataTable(id="models", cursor_type="row")

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#models", DataTable).add_columns("name", "kind", "state")
        self.query_one("#models", DataTable).focus()
        self.reload()

    def action_reload(self) -> None:
        self.reload()

    @work(exclusive=True, group="models")
    async def reload(self) -> None:
        done = await asyncio.to_thread(foldwise_command, ["models", "list", "--json"])
        if done.returncode != 0:
            self.say(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "models list failed",
                     error=True)
            return
        data = json.loads(done.stdout)
        remote = data["remote"]
        self.rows = [{"name": m["name"], "kind": m["kind"], "remote": False,
                      "state": "installed" if m["installed"] else "not installed"} for m in data["local"]]
        self.rows += [{"name": n, "kind": "chat", "remote": True,
                       "state": "selected" if n == remote.get("selected") else "served"} for n in remote["models"]]
        table = self.query_one("#models", DataTable)
        table.clear()
        for row in self.rows:
            table.add_row(row["name"], row["kind"], row["state"])
        endpoint = remote.get("url") or "no remote endpoint configured (analysis.llm_url)"
        self.say(f"endpoint: {endpoint}" + (f": {remote['error']}" if remote.get("error") else ""),
                 error=bool(remote.get("error")))

    def action_select(self) -> None:
        cursor = self.query_one("#models", DataTable).cursor_row
        if not self.rows or not 0 <= cursor < len(self.rows):
            return
        row = self.rows[cursor]
        if not row["remote"]:
            self.say(f"{row['name']} is a local model: it is used when installed "
                     f"(foldwise models acquire {row['name']})", error=True)
            return
        self.app.push_screen(ConfirmScreen(f"Use {row['name']} as the chat model?"),
                             lambda yes: self.select(row["name"]) if yes else None)

    @work(exclusive=True, group="models")
    async def select(self, name: str) -> None:
        done = await asyncio.to_thread(foldwise_command, ["models", "select", name])
        if done.returncode != 0:
            self.say(done.stderr.strip() or "select failed", error=True)
            return
        self.say(f"selected {name}")
