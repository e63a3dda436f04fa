"""The Textual application: one mode per screen, switched by number keys; ``?`` shows the keys."""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.binding import Binding

from foldwise.tui.screens.base import HelpScreen
from foldwise.tui.screens.copilot import CopilotScreen
from foldwise.tui.screens.dedupe import DedupeScreen
from foldwise.tui.screens.files import FilesScreen
from foldwise.tui.screens.history import HistoryScreen
from foldwise.tui.screens.jobs import JobsScreen
from foldwise.tui.screens.models import ModelsScreen
from foldwise.tui.screens.organize import OrganizeScreen
from foldwise.tui.screens.search import SearchScreen
from foldwise.tui.screens.update import UpdateScreen

__all__ = ["FoldwiseApp", "SCREENS", "screen_names"]

#: Screen name -> (key, screen class), in menu order. The capability registry's TUI entries name these.
SCREENS: dict[str, tuple[str, type]] = {
    "files": ("1", FilesScreen), "organize": ("2", OrganizeScreen), "dedupe": ("3", DedupeScreen),
    "search": ("4", SearchScreen), "history": ("5", HistoryScreen), "jobs": ("6", JobsScreen),
    "copilot": ("7", CopilotScreen), "models": ("8", ModelsScreen), "update": ("9", UpdateScreen),
}

CSS = """
#nav { height: 1; color: $text-muted; }
#status { height: 1; background: $boost; }
#status.error { color: $error; }
#entries { width: 1fr; }
#preview { width: 1fr; height: 1fr; border-left: solid $primary; padding: 0 1; overflow-y: auto; }
#plan, #groups, #results, #history, #jobs, #models { height: 1fr; }
#chat { height: 1fr; }
ConfirmScreen, HelpScreen { align: center middle; }
#dialog { width: 80; max-width: 100%; height: auto; max-height: 100%; border: thick $primary;
          background: $surface; padding: 0 1; }
HelpScreen #dialog { width: 116; }
"""


def nav_line(current: str) -> str:
    """The top line of every screen: the number key of each screen, the current one marked."""
    return "  ".join(f"[{key}] {name.upper()}" if name == current else f"{key} {name}"
                     for name, (key, _cls) in SCREENS.items())


def screen_names() -> list[str]:
    """The names of the app's screens (what ``foldwise/surfaces/capabilities.py`` may declare)."""
    return list(FoldwiseApp.MODES)


class FoldwiseApp(App[None]):
    """``foldwise tui``: a backend (local or ``--server``) and the screens over it."""

    TITLE = "foldwise"
    CSS = CSS
    MODES = {name: cls for name, (_key, cls) in SCREENS.items()}
    DEFAULT_MODE = "files"
    # the number keys are shown on every screen's top line (``nav_line``), the footer keeps the screen's own keys
    BINDINGS = [Binding(key, f"switch_mode('{name}')", name.capitalize(), show=False)
                for name, (key, _c) in SCREENS.items()] \
        + [Binding("question_mark", "help", "Help"), Binding("ctrl+q,q", "quit", "Quit")]

    def __init__(self, backend: Any) -> None:
        super().__init__()
        self.backend = backend
        self.roots: list[str] = backend.roots()
        self.sub_title = backend.where

    def action_help(self) -> None:
        if isinstance(self.screen, HelpScreen):
            return
        lines = ["Screens (press the number):"]
        lines += [f"  {key}  {name:<9} {cls.SUMMARY}" for name, (key, cls) in SCREENS.items()]
        lines += ["", "Everywhere: ? this help, q quit (ctrl+q while typing), tab moves between fields,",
                  "escape leaves a text field (then the number keys switch screens)", ""]
        screen = self.screen
        lines.append(f"On {getattr(screen, 'TITLE_TEXT', '') or 'this screen'}:")
        for binding in getattr(screen, "BINDINGS", []):
            if isinstance(binding, Binding):
                lines.append(f"  {binding.key:<10} {binding.description}")
        self.push_screen(HelpScreen("\n".join(lines)))
