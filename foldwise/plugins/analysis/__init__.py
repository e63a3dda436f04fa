"""Builtin ``analysis`` plugin: local file analysis with pluggable analyzers (its own hookspec).

Hook implementations only; the engine, routes and commands are imported lazily.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import Service

ANALYSIS_READ = "analysis.read"
#: The service other plugins ask for (``kernel.service(ANALYSIS_SERVICE)``; a string: no import at start-up).
ANALYSIS_SERVICE = "foldwise.plugins.analysis.service:AnalysisService"


@hookimpl
def addhooks(pm: Any) -> None:
    from foldwise.plugins.analysis import hookspecs

    pm.add_hookspecs(hookspecs)


@hookimpl
def register_analyzers() -> list[Any]:
    from foldwise.plugins.analysis.analyzers import builtin_analyzers

    return builtin_analyzers()


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    return [Service(ANALYSIS_SERVICE)]


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise.plugins.analysis.config import AnalysisSettings

    return [("analysis", AnalysisSettings)]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [Permission(ANALYSIS_READ, roles=("viewer", "member", "admin"),
                       description="analyse content and files, read storage statistics")]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.analysis.routes import bp

    return [bp]


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy records: the command module loads only when its command runs."""
    cli.lazy_command("analyze", "foldwise.plugins.analysis.cli:analyze_command",
                     help="Analyse a file: type, text, metadata, language, keywords, summary, suggested category.")
