"""What every screen shares: the backend call off the event loop, a status line, help and confirm dialogs."""

from __future__ import annotations

import asyncio
import os
from typing import Any, Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Header, Static

from foldwise.sdk import ApiError

__all__ = ["FoldwiseScreen", "ConfirmScreen", "HelpScreen", "rel"]


def rel(path: str, base: str) -> str:
    """``path`` relative to ``base`` when inside it."""
    if base and path and (path == base or path.startswith(base.rstrip(os.sep) + os.sep)):
        return os.path.relpath(path, base)
    return path or ""


class FoldwiseScreen(Screen):
    """A section of the app: header, the screen's body, a status line and the key footer."""

    #: Shown in the header and the help screen.
    TITLE_TEXT = ""
    #: One line on what the screen does (help screen).
    SUMMARY = ""
    #: Escape leaves a text field, so the number keys switch screens again.
    BINDINGS = [Binding("escape", "leave_field", "Leave field", show=False)]

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False)
        yield Static("", id="nav", markup=False)
        with Vertical(id="body"):
            yield from self.compose_body()
        yield Static("", id="status")
        yield Footer()

    def compose_body(self) -> ComposeResult:
        yield from ()

    def on_mount(self) -> None:
        from foldwise.tui.app import SCREENS, nav_line

        self.sub_title = self.TITLE_TEXT
        name = next((n for n, (_k, cls) in SCREENS.items() if isinstance(self, cls)), "")
        self.query_one("#nav", Static).update(nav_line(name))

    def action_leave_field(self) -> None:
        """Move the focus from a text field to the screen's table (or chat log)."""
        targets = self.query("DataTable, RichLog")
        if targets:
            targets.first().focus()
        else:
            self.set_focus(None)

    @property
    def backend(self) -> Any:
        return self.app.backend  # type: ignore[attr-defined]

    def say(self, text: str, *, error: bool = False) -> None:
        """Show one line in the status bar (red for a refusal)."""
        status = self.query_one("#status", Static)
        status.update(text)
        status.set_class(error, "error")

    async def call(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """``fn(*args)`` in a worker thread; a refusal (or any failure, such as a lost connection to the
        service) is shown in the status line and gives None."""
        try:
            return await asyncio.to_thread(fn, *args, **kwargs)
        except ApiError as exc:
            self.say(f"{exc.code}: {exc.message}", error=True)
        except Exception as exc:  # noqa: BLE001 - a lost connection or a bug is shown, the app stays up
            self.say(f"error: {type(exc).__name__}: {exc}", error=True)
        return None


class ConfirmScreen(ModalScreen[bool]):
    """"Proceed? [y/N]": ``y`` confirms, ``n`` or escape declines."""

    BINDINGS = [Binding("y", "answer(True)", "Yes"), Binding("n", "answer(False)", "No"),
                Binding("escape", "answer(False)", "No", show=False)]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(self.question, id="question", markup=False)
            yield Static("Proceed? [y/N]", id="proceed")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)


class HelpScreen(ModalScreen[None]):
    """The keys: global ones and those of the screen it was opened from."""

    BINDINGS = [Binding("escape,question_mark,q", "close", "Close")]

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="dialog"):
            yield Static(self.text, id="help-text", markup=False)
            yield Static("escape or ? closes", id="help-close")

    def action_close(self) -> None:
        self.dismiss(None)
