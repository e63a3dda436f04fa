"""Builtin ``search`` plugin: a persistent SQLite FTS5 index over names, folders and extracted text.

Hook implementations only; the service, routes and commands are imported lazily.
"""

from __future__ import annotations

import weakref
from typing import Any

from foldwise.kernel.hookspecs import hookimpl

SEARCH_READ = "search.read"
SEARCH_REINDEX = "search.reindex"
#: The open service of each started kernel.
_services: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()


def service_of(kernel: Any) -> Any:
    """The ``SearchService`` of a started kernel (None before ``startup`` or after ``shutdown``)."""
    return _services.get(kernel)


@hookimpl
def addhooks(pm: Any) -> None:
    from foldwise.plugins.search import hookspecs

    pm.add_hookspecs(hookspecs)


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise.plugins.search.service import SearchSettings

    return [("search", SearchSettings)]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.kernel.registry import Permission

    return [
        Permission(SEARCH_READ, roles=("viewer", "member", "admin"), description="search the file index"),
        Permission(SEARCH_REINDEX, roles=("member", "admin"), description="start a rescan of the search index"),
    ]


@hookimpl
def register_rate_limits() -> list[Any]:
    from foldwise.kernel.registry import RateRule

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
    from foldwise.plugins.search.cli import add_commands

    add_commands(cli)


@hookimpl
async def startup(kernel: Any) -> None:
    from foldwise.plugins.search.service import SearchService

    service = SearchService(kernel)
    _services[kernel] = service
    await service.start()


@hookimpl
async def shutdown(kernel: Any) -> None:
    service = _services.pop(kernel, None)
    if service is not None:
        await service.stop()


@hookimpl
def search_inventory(kernel: Any, group_by: str) -> Any:
    service = _services.get(kernel)
    return None if service is None else service.inventory(group_by)


@hookimpl
def search_index_stats(kernel: Any) -> Any:
    service = _services.get(kernel)
    return None if service is None else service.stats()
