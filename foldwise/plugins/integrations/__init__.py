"""The integrations plugin: ``/api/v1/integrations*``, the ``/ui/settings/integrations`` page and
``foldwise integrations``. Integrations themselves are provider plugins on this plugin's
``register_integrations`` hook (``hookspecs.py``); the builtin ones are ``obsidian``, ``vscode``,
``workflow`` and ``browser``. Imports nothing heavy here. See ``docs/integrations.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import Service

PERMISSIONS = (
    ("integrations.read", ("viewer", "member", "admin"), "see the integrations and whether they are connected"),
    ("integrations.send", ("member", "admin"), "send files to connected integrations, use browser tokens"),
    ("integrations.manage", ("admin",), "configure, connect and disconnect integrations"),
)


@hookimpl
def addhooks(pm: Any) -> None:
    from foldwise.plugins.integrations.hookspecs import ensure_hookspecs

    ensure_hookspecs(pm)


@hookimpl
def register_models() -> list[str]:
    return ["foldwise.plugins.integrations.models"]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [Permission(name, roles, description) for name, roles, description in PERMISSIONS]


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    return [Service("foldwise.plugins.integrations.service:IntegrationsService")]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.integrations.pages import bp as pages_bp
    from foldwise.plugins.integrations.routes import bp

    return [bp, pages_bp]


@hookimpl
def settings_sections(request: Any, user: Any, kernel: Any) -> list[dict[str, str]]:
    if user is None:
        return []
    return [{"href": "/ui/settings/integrations", "label": "Integrations",
             "description": "Obsidian, VS Code, Alfred and Raycast, the browser extension: configure and connect."}]


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy record: the command module loads only when ``foldwise integrations`` runs."""
    cli.lazy_group("integrations", "foldwise.plugins.integrations.cli:app",
                   help="List, configure, connect and disconnect integrations; send a file to one.")
