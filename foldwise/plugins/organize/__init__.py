"""The organize plugin: scan, plan, preview, execute, cancel and roll back organize jobs.

Methodologies are plugins too: they implement this plugin's ``register_methodologies``
hook (``hookspecs.py``, published through ``addhooks``). Imports nothing heavy here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import Service

PERMISSIONS = (
    ("organize.read", ("viewer", "member", "admin"), "see organize jobs, plans and suggestions"),
    ("organize.write", ("member", "admin"), "scan, preview, execute, cancel and roll back organize jobs"),
    ("organize.configure", ("admin",), "choose the active methodology and its options"),
)


@hookimpl
def addhooks(pm: Any) -> None:
    from foldwise.plugins.organize.hookspecs import ensure_hookspecs

    ensure_hookspecs(pm)


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise.plugins.organize.config import OrganizeConfig

    return [("organize", OrganizeConfig)]


@hookimpl
def register_models() -> list[str]:
    return ["foldwise.plugins.organize.models"]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.organize.pages import bp as pages_bp
    from foldwise.plugins.organize.routes import bp

    return [bp, pages_bp]


@hookimpl
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    return [] if user is None else [{"href": "/ui/organize", "label": "Organize"}]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [Permission(name, roles, description) for name, roles, description in PERMISSIONS]


@hookimpl
def register_event_types() -> list[str]:
    return ["organize_progress", "organize_complete"]


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    # by name: importing the service module here would slow every command's start-up
    return [Service("foldwise.plugins.organize.service:OrganizeService")]


@hookimpl
def register_job_types() -> list[Any]:
    from foldwise.sdk import JobType

    # by name: a command that never runs an organize job (undo, jobs) does not import the executor and plans
    return [JobType("organize", "foldwise.plugins.organize.executor:run_organize", description="apply an organize plan",
                    group_handler="foldwise.plugins.organize.executor:run_organize_group")]


@hookimpl
def register_rate_limits() -> list[Any]:
    from foldwise.sdk import RateRule

    # Rollback (/organize/jobs/<id>/rollback) is counted in its view: a prefix cannot match it.
    return [RateRule("organization", f"/api/v1/organize/{name}", methods=("POST",))
            for name in ("scan", "preview", "execute")]


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy records: the command module loads only when its command runs."""
    cli.lazy_command("organize", "foldwise.plugins.organize.cli_organize:organize_command",
                     help="Plan the organization of PATH (a preview); --apply executes it, journaled and undoable.")
    cli.lazy_command("jobs", "foldwise.plugins.organize.cli:jobs_command",
                     help="List jobs (organize, rollback, dedupe), newest first.")
