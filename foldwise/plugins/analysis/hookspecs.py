"""The analysis plugin's own hooks, published to every plugin through ``addhooks``.

Documented in ``docs/plugin-hooks.md`` (section "Analysis plugin hooks").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from foldwise.sdk import hookspec

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.plugins.analysis.analyzers.base import Analyzer


@hookspec
def register_analyzers() -> list[Analyzer]:
    """Return ``Analyzer`` objects (text/metadata extractors); later plugins' analyzers are tried first."""
