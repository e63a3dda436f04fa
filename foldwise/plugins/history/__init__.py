"""Builtin ``history`` plugin: the journal's transactions, undo and redo over REST and the CLI.

Hook implementations only; routes (and Quart) are imported lazily.
"""

from __future__ import annotations

from typing import Any

from foldwise.sdk import hookimpl

HISTORY_READ = "history.read"
HISTORY_WRITE = "history.write"


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [
        Permission(HISTORY_READ, roles=("viewer", "member", "admin"), description="read the operation history"),
        Permission(HISTORY_WRITE, roles=("member", "admin"), description="undo and redo journaled changes"),
    ]


@hookimpl
def register_event_types() -> list[str]:
    return ["journal.applied", "journal.undone"]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.history.pages import bp as pages_bp
    from foldwise.plugins.history.routes import bp

    return [bp, pages_bp]


@hookimpl
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    return [] if user is None else [{"href": "/ui/organize/history", "label": "History"}]


@hookimpl
def register_rate_limits() -> list[Any]:
    from foldwise.sdk import RateRule

    return [RateRule("files", "/api/v1/history/", ("POST",))]


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy records: the command module loads only when its command runs."""
    cli.lazy_command("history", "foldwise.plugins.history.cli:history_command",
                     help="List journaled changes, newest first.")
    cli.lazy_command("undo", "foldwise.plugins.history.cli:undo_command",
                     help="Undo the newest journaled change (or TRANSACTION_ID); never overwrites.")
    cli.lazy_command("redo", "foldwise.plugins.history.cli:redo_command",
                     help="Re-apply the most recently undone change (or TRANSACTION_ID).")
