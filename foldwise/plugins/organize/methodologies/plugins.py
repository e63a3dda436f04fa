"""The builtin methodologies' plugin objects (entry points ``methodology_*``).

Thin on purpose: loading a plugin (every ``foldwise`` command does) imports nothing heavy; the
methodology's module is imported the first time the organize plugin asks for it.
"""

from __future__ import annotations

import importlib
from typing import Any

from foldwise.sdk import hookimpl

__all__ = ["default", "para", "johnny_decimal"]


class MethodologyPlugin:
    """Publishes organize's hookspecs and registers one methodology class, imported lazily."""

    def __init__(self, module: str, cls: str) -> None:
        self.module, self.cls = module, cls

    @hookimpl
    def addhooks(self, pm: Any) -> None:
        from foldwise.plugins.organize.hookspecs import ensure_hookspecs

        ensure_hookspecs(pm)

    @hookimpl
    def register_methodologies(self) -> list[Any]:
        return [getattr(importlib.import_module(self.module), self.cls)()]


_PACKAGE = "foldwise.plugins.organize.methodologies"
default = MethodologyPlugin(f"{_PACKAGE}.default", "DefaultMethodology")
para = MethodologyPlugin(f"{_PACKAGE}.para", "ParaMethodology")
johnny_decimal = MethodologyPlugin(f"{_PACKAGE}.johnny_decimal", "JohnnyDecimalMethodology")
