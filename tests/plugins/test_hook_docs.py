"""Every hookspec (kernel and plugin ones) is documented in docs/plugin-hooks.md and exercised by some test.

"Exercised" is checked on the sources of ``tests/`` and ``examples/``: a hookimpl of that name
(``@hookimpl`` followed by ``def <name>(``) or a direct call ``hook.<name>(``. The examples are
installed and driven by ``tests/plugins/test_third_party.py``.
"""

from __future__ import annotations

import re
from pathlib import Path

from foldwise.kernel.plugins import build_plugin_manager

REPO = Path(__file__).resolve().parents[2]
DOC = REPO / "docs" / "plugin-hooks.md"


def _hookspecs() -> dict[str, str]:
    """Hook name -> module that declares it, over every hookspec module of the fully loaded manager."""
    pm = build_plugin_manager()
    out = {}
    for name in dir(pm.hook):
        caller = getattr(pm.hook, name)
        if name.startswith("_") or getattr(caller, "spec", None) is None:
            continue
        out[name] = caller.spec.namespace.__name__
    return out


def _documented() -> set[str]:
    return set(re.findall(r"^### `([a-z_]+)`\s*$", DOC.read_text(encoding="utf-8"), flags=re.MULTILINE))


def _sources() -> str:
    texts = []
    for folder in (REPO / "tests", REPO / "examples"):
        for path in folder.rglob("*.py"):
            if path.resolve() == Path(__file__).resolve():
                continue
            texts.append(path.read_text(encoding="utf-8", errors="replace"))
    return "\n".join(texts)


def _exercised(name: str, source: str) -> bool:
    impl = re.search(rf"@(?:\w+\.)?hookimpl(?:\([^)]*\))?\s*\n(?:\s*@[^\n]*\n)*\s*(?:async\s+)?def {name}\(", source)
    call = re.search(rf"hook\.{name}\(|\.collect\(\s*[\"']{name}[\"']", source)
    return bool(impl or call)


def test_hookspecs_found() -> None:
    specs = _hookspecs()
    assert {"register_blueprints", "menu_links", "startup", "handle_exception"} <= set(specs)


def test_every_hookspec_is_documented() -> None:
    missing = sorted(f"{name} ({module})" for name, module in _hookspecs().items() if name not in _documented())
    assert not missing, f"add a '### `name`' section to docs/plugin-hooks.md for: {', '.join(missing)}"


def test_docs_name_no_unknown_hooks() -> None:
    stale = sorted(_documented() - set(_hookspecs()))
    assert not stale, f"docs/plugin-hooks.md documents hooks that no longer exist: {stale}"


def test_every_hookspec_is_exercised_by_a_test() -> None:
    source = _sources()
    missing = sorted(f"{name} ({module})" for name, module in _hookspecs().items() if not _exercised(name, source))
    assert not missing, f"no test or example implements or calls: {', '.join(missing)}"
