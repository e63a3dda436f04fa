"""Builtin ``analytics`` plugin (read-only): activity and trends from the journal and the jobs."""

from __future__ import annotations

from typing import Any

from foldwise.sdk import hookimpl

ANALYTICS_READ = "analytics.read"


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [Permission(ANALYTICS_READ, roles=("viewer", "member", "admin"),
                       description="read activity statistics")]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.analytics.routes import bp

    return [bp]


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy records: the command module loads only when its command runs."""
    cli.lazy_group("stats", "foldwise.plugins.analytics.cli:stats_app",
                   help="Activity, storage and category statistics (read-only).")
