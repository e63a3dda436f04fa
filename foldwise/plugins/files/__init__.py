"""Builtin ``files`` plugin: browse, inspect, read, upload, move and trash files under the roots.

Hook implementations only; the routes (and Quart) are imported lazily.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import Service

FILES_READ = "files.read"
FILES_WRITE = "files.write"


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [
        Permission(FILES_READ, roles=("viewer", "member", "admin"), description="list and read files"),
        Permission(FILES_WRITE, roles=("member", "admin"), description="upload, move and delete files"),
    ]


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    # by name: importing the service module here would slow every command's start-up
    return [Service("foldwise.plugins.files.service:FilesService")]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.files.pages import bp as pages_bp
    from foldwise.plugins.files.routes import bp
    from foldwise.plugins.files.thumbnail_pages import bp as thumbnail_bp

    return [bp, pages_bp, thumbnail_bp]


@hookimpl
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    return [] if user is None else [{"href": "/ui/files", "label": "Files"}]


@hookimpl
def register_rate_limits() -> list[Any]:
    from foldwise.sdk import RateRule

    return [RateRule("files", "/api/v1/files")]


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy records: the command module loads only when its command runs."""
    cli.lazy_group("files", "foldwise.plugins.files.cli:files_app",
                   help="List the folders and files under the roots (read-only).")
