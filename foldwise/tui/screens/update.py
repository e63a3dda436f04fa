"""Update: a redirect to ``foldwise update``; c runs ``foldwise update check`` and shows its answer."""

from __future__ import annotations

import asyncio

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from foldwise.tui.screens.base import FoldwiseScreen
from foldwise.tui.screens.models import foldwise_command

__all__ = ["UpdateScreen"]

TEXT = """Updates are installed from the command line, where they are verified:

  foldwise update check       is a newer signed release available?
  foldwise update install     verify and install it (then restart foldwise tui)
  foldwise update rollback    go back to the previous version

c runs the check here."""


class UpdateScreen(FoldwiseScreen):
    TITLE_TEXT = "Update"
    SUMMARY = "points to `foldwise update`; c checks for a newer release"
    BINDINGS = [Binding("c", "check", "Check")]

    def compose_body(self) -> ComposeResult:
        yield Static(TEXT, id="update-text")
        yield Static("", id="update-answer")

    def action_check(self) -> None:
        self.check()

    @work(exclusive=True, group="update")
    async def check(self) -> None:
        self.say("checking ...")
        done = await asyncio.to_thread(foldwise_command, ["update", "check"])
        self.query_one("#update-answer", Static).update((done.stdout + done.stderr).strip())
        self.say(f"update check ended with exit code {done.returncode}", error=done.returncode != 0)
