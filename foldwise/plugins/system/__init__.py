"""Builtin ``system`` plugin: health, status, plugin list, configuration, setup, and the web shell.

Hook implementations only; routes, pages and commands are imported lazily.
"""

from __future__ import annotations

import time
from typing import Any

from foldwise.kernel.hookspecs import hookimpl

#: Permissions checked by this plugin (``config.write`` is admin-only).
CONFIG_WRITE = "config.write"
CONFIG_READ = "config.read"
SYSTEM_READ = "system.read"


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.kernel.registry import Permission

    return [
        Permission(CONFIG_WRITE, roles=("admin",), description="change the service configuration, finish setup"),
        Permission(CONFIG_READ, roles=("viewer", "member", "admin"), description="read the configuration (no secrets)"),
        Permission(SYSTEM_READ, roles=("viewer", "member", "admin"), description="read service status and plugins"),
    ]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.system.pages import bp as setup_pages
    from foldwise.plugins.system.routes import bp as api
    from foldwise.ui.pages import bp as shell
    from foldwise.ui.pages import root_bp

    return [shell, root_bp, api, setup_pages]


@hookimpl
def register_commands(cli: Any) -> None:
    from foldwise.plugins.system.cli import add_commands

    add_commands(cli)


@hookimpl
def startup(kernel: Any) -> None:
    kernel.system_started_at = time.time()


@hookimpl
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    if user is not None and getattr(user, "role", None) == "admin":
        from quart import current_app

        if not current_app.kernel.settings.setup_completed:
            return [{"href": "/ui/setup", "label": "Setup"}]
    return []


@hookimpl
def dashboard_panels(request: Any, user: Any) -> list[dict[str, Any]]:
    from foldwise.plugins.system.pages import status_panel

    return [status_panel()]
