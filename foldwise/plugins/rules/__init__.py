"""The rules plugin: declarative rule sets (conditions and actions) with preview, undoable apply,
YAML/TOML import and export, a CLI and the rules editor on ``/ui/settings/organization``.

Imports nothing heavy here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import Service

PERMISSIONS = (
    ("rules.read", ("viewer", "member", "admin"), "see rule sets and validate them"),
    ("rules.write", ("member", "admin"), "create, change, delete, preview and apply rule sets"),
)


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise.plugins.rules.config import RulesConfig

    return [("rules", RulesConfig)]


@hookimpl
def register_models() -> list[str]:
    return ["foldwise.plugins.rules.models"]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.rules.pages import bp as pages_bp
    from foldwise.plugins.rules.routes import bp

    return [bp, pages_bp]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [Permission(name, roles, description) for name, roles, description in PERMISSIONS]


@hookimpl
def register_event_types() -> list[str]:
    return ["rules_applied"]


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    return [Service("foldwise.plugins.rules.service:RulesService")]


@hookimpl
def register_job_types() -> list[Any]:
    from foldwise.sdk import JobType

    # by name: importing the service (and its matching engine) here would slow every command's start-up
    return [JobType("rules_apply", "foldwise.plugins.rules.service:run_rules_apply",
                    description="apply a rule set to a folder")]


@hookimpl
def settings_sections(user: Any) -> list[dict[str, str]]:
    if user is None:
        return []
    return [{"href": "/ui/settings/organization", "label": "Organization",
             "description": "Methodology and rule sets: what happens to files, automatically or on request"}]


@hookimpl
def register_commands(cli: Any) -> None:
    cli.lazy_group("rules", "foldwise.plugins.rules.cli:app",
                   help="Rule sets: list, show, add, remove, toggle, preview, apply, import, export.")
