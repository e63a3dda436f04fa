"""Builtin ``tags`` plugin: tags stored by file identity and changed through the journal (undoable), tag
suggestions (content, metadata, behaviour), a job that tags a folder, and learned suggestions of where files
go. Services: ``TagsService`` (other plugins, e.g. rules, tag files through it) and ``SuggestionsService``.

Hook implementations only; routes, models and services load lazily.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import Event, Service

TAGS_READ = "tags.read"
TAGS_WRITE = "tags.write"
TAGS_SERVICE = "foldwise.plugins.tags.service:TagsService"
SUGGESTIONS_SERVICE = "foldwise.plugins.tags.suggestions:SuggestionsService"
_JOURNAL_EVENTS = ("journal.applied", "journal.undone")


@hookimpl
def register_models() -> list[str]:
    return ["foldwise.plugins.tags.models"]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [
        Permission(TAGS_READ, roles=("viewer", "member", "admin"), description="see tags and suggestions"),
        Permission(TAGS_WRITE, roles=("member", "admin"),
                   description="tag files, run the tag job, apply and dismiss suggestions"),
    ]


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    return [Service(TAGS_SERVICE), Service(SUGGESTIONS_SERVICE)]


@hookimpl
def register_job_types() -> list[Any]:
    from foldwise.sdk import JobType

    # by name (``suggestions.AUTO_JOB``, ``run_auto_job``): registering costs every command no import
    return [JobType("tags.auto", "foldwise.plugins.tags.suggestions:run_auto_job",
                    description="tag the files of a folder from suggestions")]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.tags.pages import bp as pages_bp
    from foldwise.plugins.tags.routes import bp

    return [bp, pages_bp]


@hookimpl
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    return [] if user is None else [{"href": "/ui/tags", "label": "Tags"}]


@hookimpl
def register_rate_limits() -> list[Any]:
    from foldwise.sdk import RateRule

    return [RateRule("organization", "/api/v1/tags/auto", ("POST",))]


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy records: the command module loads only when its command runs."""
    cli.lazy_group("tags", "foldwise.plugins.tags.cli:tags_app",
                     help="Show, set, add or remove the tags of files; suggest tags; tag a folder.")
    cli.lazy_command("suggest", "foldwise.plugins.tags.cli:suggest_command",
                     help="Learned suggestions for PATH (where such files go, how they are renamed, which tags they get); --apply ID carries one out.")


@hookimpl
async def on_event(event: Event, kernel: Any) -> None:
    """Keep tagged files' paths current from journaled moves; replay undone and redone tag changes."""
    if event.type not in _JOURNAL_EVENTS or not kernel.has_service(TAGS_SERVICE):
        return
    service = kernel.service(TAGS_SERVICE)
    if event.data.get("moves"):
        await service.follow(event.data)
    if event.data.get("tagged"):
        await service.sync()
