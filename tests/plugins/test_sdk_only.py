"""Plugins (builtin and the examples) import the kernel only through ``foldwise.sdk``.

The check reads every module's syntax tree, so an import inside a function (the lazy imports that keep
start-up fast), under ``if TYPE_CHECKING:``, a relative import that climbs into the kernel and
``importlib.import_module("foldwise.kernel...")`` all count.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FORBIDDEN = ("foldwise.kernel", "foldwise.ui")
#: Where plugin code lives: every module under these folders must pass.
PLUGIN_TREES = (REPO / "foldwise" / "plugins", REPO / "examples")


def _package_of(path: Path) -> str:
    """The dotted package a module under ``foldwise/`` belongs to ('' outside the foldwise package)."""
    try:
        parts = path.relative_to(REPO).with_suffix("").parts
    except ValueError:
        return ""
    if parts[0] != "foldwise":
        return ""
    return ".".join(parts[:-1])  # ``.`` of both ``pkg/mod.py`` and ``pkg/__init__.py`` is ``pkg``


def _resolve(node: ast.ImportFrom, package: str) -> str:
    if not node.level:
        return node.module or ""
    base = package.split(".") if package else []
    base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
    return ".".join([*base, node.module] if node.module else base)


def _bad(module: str) -> bool:
    return any(module == f or module.startswith(f + ".") for f in FORBIDDEN)


def forbidden_imports(source: str, package: str = "") -> list[tuple[int, str]]:
    """``(line, module)`` of every import of the kernel or the web shell other than through ``foldwise.sdk``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if _bad(a.name)]
        elif isinstance(node, ast.ImportFrom):
            module = _resolve(node, package)
            if _bad(module):
                found.append((node.lineno, module))
            elif module == "foldwise":
                found += [(node.lineno, f"foldwise.{a.name}") for a in node.names if _bad(f"foldwise.{a.name}")]
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            target = node.args[0].value
            if name in ("import_module", "__import__") and isinstance(target, str) and _bad(target):
                found.append((node.lineno, target))
    return found


def _plugin_modules() -> list[Path]:
    skip = {"__pycache__", "build", "dist"}  # build output is a copy, not source
    return sorted(p for tree in PLUGIN_TREES for p in tree.rglob("*.py") if not skip & set(p.parts))


def test_the_checker_sees_every_way_in() -> None:
    source = '''
import foldwise.kernel.ormfast
from foldwise.kernel.errors import NotFound
from foldwise import ui
from ...kernel import cli
from foldwise.sdk import ok
from foldwise.plugins.organize import service
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from foldwise.kernel.core import Kernel

def lazy():
    from foldwise.ui.views import page_view
    import importlib
    importlib.import_module("foldwise.kernel.jobs")
'''
    found = forbidden_imports(source, package="foldwise.plugins.demo")
    assert {m for _, m in found} == {"foldwise.kernel.ormfast", "foldwise.kernel.errors", "foldwise.ui",
                                     "foldwise.kernel", "foldwise.kernel.core", "foldwise.ui.views",
                                     "foldwise.kernel.jobs"}
    assert forbidden_imports("from foldwise.sdk import hookimpl\nimport foldwise.sdk\n") == []


def test_there_are_plugin_modules_to_check() -> None:
    modules = _plugin_modules()
    assert any(p.match("foldwise/plugins/organize/service.py") for p in modules)
    assert any(p.match("examples/foldwise-hello/foldwise_hello/__init__.py") for p in modules)


@pytest.mark.parametrize("path", _plugin_modules(), ids=lambda p: str(p.relative_to(REPO)))
def test_plugin_imports_only_the_sdk(path: Path) -> None:
    found = forbidden_imports(path.read_text(encoding="utf-8"), _package_of(path))
    assert not found, f"{path.relative_to(REPO)} imports " + ", ".join(f"{m} (line {n})" for n, m in found) + \
        ": use foldwise.sdk (add a stable name there if one is missing)"
