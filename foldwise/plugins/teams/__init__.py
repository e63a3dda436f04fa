"""Builtin ``teams`` plugin: teams and invitations, workspaces and sharing (the workspace scope every
route, page, job and event follows), notifications and the account's activity trail.

Hook implementations only; routes, models and the service load when used. Decisions: ``docs/workspaces.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover - types only: ``foldwise --help`` loads this module
    from foldwise.sdk import Event, Kernel, Permission, Service

TEAMS_READ = "teams.read"
TEAMS_MANAGE = "teams.manage"
_FINISHED_KEYS = ("job_type", "status")


@hookimpl
def register_permissions() -> list[Permission]:
    from foldwise.sdk import Permission

    return [
        Permission(TEAMS_READ, roles=("viewer", "member", "admin"),
                   description="see your teams, workspaces, shares and notifications; answer invitations"),
        Permission(TEAMS_MANAGE, roles=("member", "admin"),
                   description="create teams and workspaces, invite people, share workspaces"),
    ]


@hookimpl
def register_models() -> list[str]:
    return ["foldwise.plugins.teams.models"]


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    return [Service("foldwise.plugins.teams.service:TeamsService",
                    factory="foldwise.plugins.teams.service:TeamsService")]


@hookimpl
def register_event_types() -> list[str]:
    return ["notification"]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.teams.pages import bp as pages_bp
    from foldwise.plugins.teams.routes import bp

    return [bp, pages_bp]


@hookimpl
def startup(kernel: Kernel) -> None:
    """Install the workspace scope: the sandbox, the journal and the event relay consult it."""
    from foldwise.plugins.teams.service import TeamsService
    from foldwise.sdk import set_scope_provider

    set_scope_provider(kernel.service(TeamsService).scope_of)


@hookimpl
def shutdown(kernel: Kernel) -> None:
    from foldwise.sdk import set_scope_provider

    set_scope_provider(None)


@hookimpl
async def on_event(event: Event, kernel: Kernel) -> None:
    """A finished job becomes a notification to its owner."""
    data = event.data if isinstance(event.data, dict) else {}
    if event.job_id is None or event.type == "notification" or not all(k in data for k in _FINISHED_KEYS):
        return
    from foldwise.plugins.teams.service import TeamsService

    await kernel.service(TeamsService).on_job_finished(event.job_id, data)


@hookimpl
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    return [] if user is None else [{"href": "/ui/profile/workspaces", "label": "Workspaces"}]


@hookimpl
async def dashboard_panels(request: Any, user: Any, kernel: Kernel) -> list[dict[str, Any]]:
    """The home page's notifications panel (newest unread first) and the current workspace."""
    if user is None:
        return []
    from foldwise.plugins.teams.pages import notifications_panel

    return [await notifications_panel(kernel, user)]
