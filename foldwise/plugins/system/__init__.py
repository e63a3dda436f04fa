"""Builtin ``system`` plugin: health, status, plugin list, configuration, setup, and the web shell.

Hook implementations only; routes, pages and commands are imported lazily.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import Actor, Kernel, Service

#: Permissions checked by this plugin (``config.write`` is admin-only).
CONFIG_WRITE = "config.write"
CONFIG_READ = "config.read"
SYSTEM_READ = "system.read"
#: This plugin's per-kernel state (start time, the configuration write lock).
SYSTEM_STATE = "foldwise.plugins.system.state:SystemState"
PLUGINS_MANAGE = "plugins.manage"


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [
        Permission(CONFIG_WRITE, roles=("admin",), description="change the service configuration, finish setup"),
        Permission(CONFIG_READ, roles=("viewer", "member", "admin"), description="read the configuration (no secrets)"),
        Permission(SYSTEM_READ, roles=("viewer", "member", "admin"), description="read service status and plugins"),
        Permission(PLUGINS_MANAGE, roles=("admin",), description="reload the plugins (activate a changed plugin folder)"),
    ]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.system.pages import bp as setup_pages
    from foldwise.plugins.system.routes import bp as api
    from foldwise.plugins.system.settings_pages import bp as settings_pages
    from foldwise.sdk import root_blueprint as root_bp, shell_blueprint as shell

    return [shell, root_bp, api, setup_pages, settings_pages]


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy records: the command module loads only when its command runs."""
    cli.lazy_group("config", "foldwise.plugins.system.cli:config_app", help="Show or change the configuration.")
    cli.lazy_group("plugins", "foldwise.plugins.system.cli:plugins_app", help="Inspect plugins.")


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    return [Service(SYSTEM_STATE)]


@hookimpl
def startup(kernel: Kernel) -> None:
    kernel.service(SYSTEM_STATE).started_at = time.time()


@hookimpl
def menu_links(user: Actor | None, kernel: Kernel) -> list[dict[str, str]]:
    if user is None:
        return []
    links = [{"href": "/ui/settings", "label": "Settings"}]
    if user.role == "admin" and not kernel.settings.setup_completed:
        links.insert(0, {"href": "/ui/setup", "label": "Setup"})
    return links


@hookimpl
async def dashboard_panels(user: Actor | None, kernel: Kernel) -> list[dict[str, Any]]:
    from foldwise.plugins.system.pages import status_panel
    from foldwise.plugins.system.panels import recent_jobs_panel

    panels = [status_panel(kernel)]
    if user is not None:
        panels.append(await recent_jobs_panel(user))
    return panels


@hookimpl
def settings_sections(user: Actor | None) -> list[dict[str, str]]:
    if user is None:
        return []
    from foldwise.plugins.system.settings_fields import PAGES

    return [{"href": f"/ui/settings/{name}", "label": title, "description": description}
            for name, (title, description, _fields) in PAGES.items()]
