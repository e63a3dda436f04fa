"""Builtin ``search`` plugin: a persistent SQLite FTS5 index over names, folders and extracted text.

Hook implementations only; the service, routes and commands are imported lazily.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import Kernel, Service

SEARCH_READ = "search.read"
SEARCH_REINDEX = "search.reindex"
#: The service other plugins ask for (``kernel.service(SEARCH_SERVICE)``; its ``running`` is True while the
#: index is open, between ``startup`` and ``shutdown``). A string: registering it imports nothing.
SEARCH_SERVICE = "foldwise.plugins.search.service:SearchService"


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    return [Service(SEARCH_SERVICE)]


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise.plugins.search.service import SearchSettings

    return [("search", SearchSettings)]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [
        Permission(SEARCH_READ, roles=("viewer", "member", "admin"), description="search the file index"),
        Permission(SEARCH_REINDEX, roles=("member", "admin"), description="start a rescan of the search index"),
    ]


@hookimpl
def register_rate_limits() -> list[Any]:
    from foldwise.sdk import RateRule

    return [RateRule("search", "/api/v1/search")]


@hookimpl
def register_event_types() -> list[str]:
    return ["search_indexed"]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.search.pages import bp as pages_bp
    from foldwise.plugins.search.routes import bp

    return [bp, pages_bp]


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy records: the command module loads only when its command runs."""
    cli.lazy_command("search", "foldwise.plugins.search.cli:search_command",
                     help="Search the file index (names, folders and extracted text).")


@hookimpl
async def startup(kernel: Kernel) -> None:
    await kernel.service(SEARCH_SERVICE).start()


@hookimpl
async def shutdown(kernel: Kernel) -> None:
    service = kernel.service(SEARCH_SERVICE)
    if service.running:
        await service.stop()


@hookimpl
async def dashboard_panels(user: Any, kernel: Any) -> list[dict[str, Any]]:
    """The "Folders" panel: each root with its size (from the index) and free space."""
    if user is None:
        return []
    from foldwise.plugins.search.panel import roots_panel

    return [await roots_panel(kernel.service(SEARCH_SERVICE))]
