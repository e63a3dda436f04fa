"""tortoise's base ``Model`` without the source parse that finds its (absent) field comments.

When ``tortoise.models`` runs, its own ``Model`` class passes through ``ModelMeta``, which looks up ``#:``
comments above the class's fields in ``inspect.getsource(Model)``: an ``ast`` parse of the whole module and a
tokenize of the thousand-line class, some 20 ms of every command that opens the database. ``Model`` declares
no fields, so the comments found are never used (``ModelMeta`` keeps only those of its ``fields_map``, empty
here). ``install`` (run by ``foldwise/__init__``, before anything can import tortoise) wraps the loader of
``tortoise.models`` so that, while that one module executes, ``inspect.getsource`` reports no source for that
one class (``OSError``, which tortoise treats as "no comments"); it is restored as soon as the module has run,
and the finder removes itself. Every other class, and every model of foldwise (``foldwise.kernel.ormfast``),
is looked up as before. Standard library only; nothing is imported until tortoise is.
"""

from __future__ import annotations

import sys
from typing import Any

__all__ = ["install", "TARGET"]

#: The module whose base class is created without the source lookup.
TARGET = "tortoise.models"


class _Finder:
    """A ``sys.meta_path`` entry that only wraps the loader of ``TARGET``, once."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if name != TARGET:
            return None
        _remove()
        from importlib.machinery import PathFinder

        spec = PathFinder.find_spec(name, path, target)
        loader = getattr(spec, "loader", None)
        if spec is not None and hasattr(loader, "exec_module"):
            spec.loader = _Loader(loader)
        return spec


class _Loader:
    """Runs the real loader with ``inspect.getsource`` blind to ``tortoise.models.Model`` only."""

    def __init__(self, loader: Any) -> None:
        self.loader = loader

    def create_module(self, spec: Any) -> Any:
        return self.loader.create_module(spec)

    def exec_module(self, module: Any) -> None:
        import inspect

        real = inspect.getsource

        def getsource(obj: Any) -> str:
            if getattr(obj, "__module__", None) == TARGET and getattr(obj, "__qualname__", None) == "Model":
                raise OSError("tortoise's base Model declares no fields: no comments to find")
            return real(obj)

        inspect.getsource = getsource  # type: ignore[assignment]
        try:
            self.loader.exec_module(module)
        finally:
            inspect.getsource = real  # type: ignore[assignment]

    def __getattr__(self, name: str) -> Any:  # get_code, get_source, is_package... as the real loader
        return getattr(self.loader, name)


_FINDER = _Finder()


def _remove() -> None:
    try:
        sys.meta_path.remove(_FINDER)
    except ValueError:
        pass


def install() -> None:
    """Put the finder first on ``sys.meta_path`` unless tortoise is imported already (then nothing to do)."""
    if TARGET not in sys.modules and _FINDER not in sys.meta_path:
        sys.meta_path.insert(0, _FINDER)
