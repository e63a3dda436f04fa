"""The marketplace: trusted repositories of signed plugin wheels, installed live into ``home/plugins``.

Registered like any plugin (entry point ``marketplace``); imports only ``foldwise.sdk`` from foldwise, and
nothing heavy here: routes, models and the installer load inside the hook implementations.
"""

from __future__ import annotations

from typing import Any

from foldwise.sdk import hookimpl

PERMISSIONS = (
    ("marketplace.read", ("viewer", "member", "admin"), "browse the marketplace and the installed plugins"),
    ("marketplace.review", ("member", "admin"), "write, replace the own review of a plugin"),
    ("marketplace.manage", ("admin",), "install, update and remove plugins; delete any review"),
)


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise.marketplace.config import MarketplaceConfig

    return [("marketplace", MarketplaceConfig)]


@hookimpl
def register_models() -> list[str]:
    return ["foldwise.marketplace.models"]


@hookimpl
def register_services() -> list[Any]:
    from foldwise.sdk import Service

    return [Service("foldwise.marketplace.service:MarketplaceService")]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.marketplace.pages import bp as pages_bp
    from foldwise.marketplace.routes import bp

    return [bp, pages_bp]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [Permission(name, roles, description) for name, roles, description in PERMISSIONS]


@hookimpl
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    return [] if user is None else [{"href": "/ui/marketplace", "label": "Marketplace"}]


@hookimpl
def register_commands(cli: Any) -> None:
    from foldwise.marketplace.cli import add_commands

    add_commands(cli)


@hookimpl
async def startup(kernel: Any) -> None:
    if kernel.one_shot:
        return
    from foldwise.marketplace.service import MarketplaceService

    await kernel.service(MarketplaceService).recover()
