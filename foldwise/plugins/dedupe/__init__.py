"""The dedupe plugin: exact duplicate groups (size, inode, head/tail blocks, xxh3-128), near-duplicate
images (optional ``images`` group), previews with keep strategies, journaled resolution.

Imports nothing heavy here: routes, models and the finder load inside the hook implementations.
"""

from __future__ import annotations

from typing import Any

from foldwise.kernel.hookspecs import hookimpl

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
    from foldwise.kernel.registry import Permission

    return [Permission(name, roles, description) for name, roles, description in PERMISSIONS]


@hookimpl
def register_event_types() -> list[str]:
    return ["duplicate_detected"]


@hookimpl
def register_job_types() -> list[Any]:
    from foldwise.kernel.registry import JobType
    from foldwise.plugins.dedupe.service import JOB_TYPE, run_scan_job

    return [JobType(JOB_TYPE, run_scan_job, description="find duplicate files")]


@hookimpl
def register_rate_limits() -> list[Any]:
    from foldwise.kernel.registry import RateRule

    return [RateRule("organization", "/api/v1/dedupe/scan", ("POST",))]


@hookimpl
def register_commands(cli: Any) -> None:
    from foldwise.plugins.dedupe.cli import add_commands

    add_commands(cli)


@hookimpl
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    return [] if user is None else [{"href": "/ui/dedupe", "label": "Duplicates"}]
