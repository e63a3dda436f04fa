"""The daemon plugin: watch folders and organize files as they arrive (rules or a methodology),
every change journaled and undoable; one daemon per deployment through a database lease.

Imports nothing heavy here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import Kernel, Service

DAEMON_SERVICE = "foldwise.plugins.daemon.service:DaemonService"
PERMISSIONS = (
    ("daemon.read", ("viewer", "member", "admin"), "see the daemon's status"),
    ("daemon.write", ("member", "admin"), "start, stop and toggle the daemon"),
)


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise.plugins.daemon.config import DaemonConfig

    return [("daemon", DaemonConfig)]


@hookimpl
def register_models() -> list[str]:
    return ["foldwise.plugins.daemon.models"]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.daemon.pages import bp as pages_bp
    from foldwise.plugins.daemon.routes import bp

    return [bp, pages_bp]


@hookimpl
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    return [] if user is None else [{"href": "/ui/daemon", "label": "Daemon"}]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [Permission(name, roles, description) for name, roles, description in PERMISSIONS]


@hookimpl
def register_event_types() -> list[str]:
    return ["daemon_started", "daemon_stopped", "daemon_processed", "daemon_error"]


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    return [Service(DAEMON_SERVICE)]


@hookimpl
async def startup(kernel: Kernel) -> None:
    if not getattr(kernel, "one_shot", False):
        kernel.service(DAEMON_SERVICE).start_loop()


@hookimpl
async def shutdown(kernel: Kernel) -> None:
    await kernel.service(DAEMON_SERVICE).close()


@hookimpl
def on_event(event: Any, kernel: Kernel) -> Any:
    """An undo that puts files back into a watched folder: the daemon leaves them there (remembered in
    the database, whichever process ran the undo, and after a restart)."""
    if getattr(event, "type", None) != "journal.undone" or not kernel.has_service(DAEMON_SERVICE):
        return None
    data = event.data or {}
    paths = [dst for _src, dst in data.get("moves") or []] + list(data.get("created") or [])
    if not paths:
        return None
    return kernel.service(DAEMON_SERVICE).leave_alone(paths)


@hookimpl
def register_commands(cli: Any) -> None:
    cli.lazy_command("watch", "foldwise.plugins.daemon.cli:watch_command",
                     help="Watch PATH... in the foreground and organize files as they arrive (Ctrl-C stops).")
    cli.lazy_group("daemon", "foldwise.plugins.daemon.cli:app", help="The folder-watching daemon: status, start, stop.")
