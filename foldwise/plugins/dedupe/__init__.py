"""The dedupe plugin: exact duplicate groups (size, inode, head/tail blocks, xxh3-128), near-duplicate
images (optional ``images`` group), previews with keep strategies, journaled resolution.

Imports nothing heavy here: routes, models and the finder load inside the hook implementations.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import Service

PERMISSIONS = (
    ("dedupe.read", ("viewer", "member", "admin"), "see duplicate scans and previews"),
    ("dedupe.write", ("member", "admin"), "start duplicate scans and resolve duplicates"),
)


@hookimpl
def register_models() -> list[str]:
    return ["foldwise.plugins.dedupe.models"]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.dedupe.pages import bp as pages_bp
    from foldwise.plugins.dedupe.routes import bp

    return [bp, pages_bp]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [Permission(name, roles, description) for name, roles, description in PERMISSIONS]


@hookimpl
def register_event_types() -> list[str]:
    return ["duplicate_detected"]


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    # by name: importing the service module here would slow every command's start-up
    return [Service("foldwise.plugins.dedupe.service:DedupeService")]


@hookimpl
def register_job_types() -> list[Any]:
    from foldwise.sdk import JobType

    # by name (``service.JOB_TYPE``, ``run_scan_job``): registering costs every command no import
    return [JobType("dedupe.scan", "foldwise.plugins.dedupe.service:run_scan_job",
                    description="find duplicate files")]


@hookimpl
def register_rate_limits() -> list[Any]:
    from foldwise.sdk import RateRule

    return [RateRule("organization", "/api/v1/dedupe/scan", ("POST",))]


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy records: the command module loads only when its command runs."""
    cli.lazy_command("dedupe", "foldwise.plugins.dedupe.cli:dedupe_command",
                     help="Report duplicate files under PATH; --resolve STRATEGY resolves them (journaled, undoable).")


@hookimpl
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    return [] if user is None else [{"href": "/ui/dedupe", "label": "Duplicates"}]


@hookimpl
async def dashboard_panels(user: Any) -> list[dict[str, Any]]:
    """The "Duplicates" panel of the home page."""
    if user is None:
        return []
    from foldwise.plugins.dedupe.panel import duplicates_panel

    return [await duplicates_panel(user)]
