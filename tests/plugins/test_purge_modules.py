"""``purge_modules`` survives any module in ``sys.modules`` (a reload failed with 500 once torch was imported)."""

from __future__ import annotations

import sys
import types
from pathlib import Path

from foldwise.kernel.plugins import purge_modules


class _AnswersAnything(types.ModuleType):
    """Like ``torch._classes``: ``__getattr__`` returns an object for any name, ``__path__`` included."""

    def __getattr__(self, name: str) -> object:
        return object()


def test_purge_skips_a_module_that_answers_any_attribute(tmp_path: Path) -> None:
    inside = types.ModuleType("purge_probe_inside")
    inside.__file__ = str(tmp_path / "purge_probe_inside.py")
    sys.modules["purge_probe_odd"] = _AnswersAnything("purge_probe_odd")
    sys.modules["purge_probe_inside"] = inside
    try:
        removed = purge_modules(tmp_path)
        assert removed == ["purge_probe_inside"]
        assert "purge_probe_odd" in sys.modules
    finally:
        sys.modules.pop("purge_probe_odd", None)
        sys.modules.pop("purge_probe_inside", None)
