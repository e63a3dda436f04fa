"""Builtin ``analysis`` plugin: local file analysis with pluggable analyzers (its own hookspec).

Hook implementations only; the engine, routes and commands are imported lazily.
"""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import Any

from foldwise.kernel.hookspecs import hookimpl

ANALYSIS_READ = "analysis.read"
_services: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()


def service_for(kernel: Any) -> Any:
    """The ``AnalysisService`` of ``kernel`` (created on first use; analyzers collected from every plugin)."""
    service = _services.get(kernel)
    if service is None:
        from foldwise.plugins.analysis.service import AnalysisService

        service = AnalysisService(kernel)
        _services[kernel] = service
    return service


@hookimpl
def addhooks(pm: Any) -> None:
    from foldwise.plugins.analysis import hookspecs

    pm.add_hookspecs(hookspecs)


@hookimpl
def register_analyzers() -> list[Any]:
    from foldwise.plugins.analysis.analyzers import builtin_analyzers

    return builtin_analyzers()


@hookimpl
def extract_text(kernel: Any, path: Path, limit: int) -> str | None:
    return service_for(kernel).extract_text(path, limit)


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise.plugins.analysis.service import AnalysisSettings

    return [("analysis", AnalysisSettings)]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.kernel.registry import Permission

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


@hookimpl
def shutdown(kernel: Any) -> None:
    _services.pop(kernel, None)
