"""``hookimpl`` without importing pluggy: every plugin's ``__init__`` decorates its hooks with it, so a
one-shot command (``foldwise dedupe``), which imports one plugin package and never builds the plugin
manager, would otherwise pay for pluggy (and the ``inspect``/``ast`` it loads) at start-up.

The marker sets exactly the attribute pluggy's ``HookimplMarker`` sets (``<project>_impl``: a dict of the
options), which is all ``PluginManager.register`` reads; a test compares the two for every option.
Standard library only, nothing imported.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any, Callable

__all__ = ["HookimplMarker", "hookimpl", "PROJECT"]

PROJECT = "foldwise"


class HookimplMarker:
    """``pluggy.HookimplMarker``'s calling convention and effect: ``@hookimpl`` or ``@hookimpl(tryfirst=True)``."""

    def __init__(self, project_name: str) -> None:
        self.project_name = project_name

    def __call__(self, function: Callable[..., Any] | None = None, hookwrapper: bool = False,
                 optionalhook: bool = False, tryfirst: bool = False, trylast: bool = False,
                 specname: str | None = None, wrapper: bool = False) -> Any:
        def mark(func: Callable[..., Any]) -> Callable[..., Any]:
            setattr(func, self.project_name + "_impl", {
                "wrapper": wrapper, "hookwrapper": hookwrapper, "optionalhook": optionalhook,
                "tryfirst": tryfirst, "trylast": trylast, "specname": specname})
            return func

        return mark if function is None else mark(function)


hookimpl = HookimplMarker(PROJECT)
