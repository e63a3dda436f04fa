"""Builtin ``surfaces`` plugin: the command-line-only capabilities of issue 12.

``foldwise profile`` (configuration profiles), ``foldwise models`` (local and remote AI models),
``foldwise launch`` (web, terminal and desktop interfaces), ``foldwise tui`` (the terminal UI, package
``foldwise.tui``) and ``foldwise update`` (signed releases).
Hook implementations only: every command module loads when its command runs.
"""

from __future__ import annotations

from typing import Any

from foldwise.sdk import hookimpl


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy records: each group's module loads only when it runs."""
    cli.lazy_group("profile", "foldwise.plugins.surfaces.profile_cli:profile_app",
                   help="List, create, activate, delete, export or import configuration profiles.")
    cli.lazy_group("models", "foldwise.plugins.surfaces.models_cli:models_app",
                   help="List, select, test or acquire AI models.")
    cli.lazy_group("launch", "foldwise.plugins.surfaces.launch_cli:launch_app",
                   help="Open the web, terminal or desktop interface.")
    cli.lazy_group("copilot", "foldwise.plugins.surfaces.copilot_cli:copilot_app",
                   help="Plain-English requests (organize, undo, find, status, ...).")
    cli.lazy_command("tui", "foldwise.tui.cli:tui_command",
                     help="Open the terminal UI (files, organize, dedupe, search, history, jobs, copilot, models).")
    cli.lazy_group("update", "foldwise.plugins.surfaces.update_cli:update_app",
                   help="Check for, install and roll back foldwise releases from the signed release index.")


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise.plugins.surfaces.update_config import UpdateSettings

    return [("updates", UpdateSettings)]
