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

The same finder wraps the loader of ``tortoise.validators``, whose module body builds a domain-name validator
that compiles a Unicode-range regular expression at once (20 ms, the costliest line of a command's imports)
though no foldwise model validates domain names: while that module executes, ``re.compile`` called from it
answers a ``LazyPattern``, compiled on its first use. Calls from anywhere else compile as always.
"""

from __future__ import annotations

import sys
from typing import Any

__all__ = ["install", "LazyPattern", "TARGET", "VALIDATORS"]

#: The module whose base class is created without the source lookup.
TARGET = "tortoise.models"
#: The module whose regular expressions are compiled on first use.
VALIDATORS = "tortoise.validators"
_WRAPPED = (TARGET, VALIDATORS)


class LazyPattern:
    """``re.compile(pattern, flags)`` done on the first attribute asked for (``search``, ``match``...)."""

    __slots__ = ("_args", "_compiled")

    def __init__(self, pattern: Any, flags: int = 0) -> None:
        self._args = (pattern, flags)
        self._compiled: Any = None

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name in self.__slots__:  # copy/pickle probes, an unset slot: not the pattern's
            raise AttributeError(name)
        compiled = self._compiled
        if compiled is None:
            import re

            compiled = self._compiled = re.compile(*self._args)
        return getattr(compiled, name)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Copied or pickled: the compiled pattern itself."""
        import re

        return re.compile, self._args


class _Finder:
    """A ``sys.meta_path`` entry that wraps the loaders of ``TARGET`` and ``VALIDATORS``, once each."""

    def __init__(self) -> None:
        self.pending = set(_WRAPPED)

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if name not in self.pending:
            return None
        self.pending.discard(name)
        if not self.pending:
            _remove()
        from importlib.machinery import PathFinder

        spec = PathFinder.find_spec(name, path, target)
        loader = getattr(spec, "loader", None)
        if spec is not None and hasattr(loader, "exec_module"):
            spec.loader = (_Loader if name == TARGET else _LazyRegexLoader)(loader)
        return spec


class _Wrapper:
    """A loader that delegates everything but ``exec_module`` to the real one."""

    def __init__(self, loader: Any) -> None:
        self.loader = loader

    def create_module(self, spec: Any) -> Any:
        return self.loader.create_module(spec)

    def __getattr__(self, name: str) -> Any:  # get_code, get_source, is_package... as the real loader
        return getattr(self.loader, name)


class _LazyRegexLoader(_Wrapper):
    """Runs the real loader with ``re.compile`` lazy for calls made from the module itself."""

    def exec_module(self, module: Any) -> None:
        import re

        real = re.compile

        def compile_lazily(pattern: Any, flags: int = 0) -> Any:
            if sys._getframe(1).f_globals.get("__name__") == VALIDATORS:
                return LazyPattern(pattern, flags)
            return real(pattern, flags)

        re.compile = compile_lazily  # type: ignore[assignment]
        try:
            self.loader.exec_module(module)
        finally:
            re.compile = real  # type: ignore[assignment]


class _Loader(_Wrapper):
    """Runs the real loader with ``inspect.getsource`` blind to ``tortoise.models.Model`` only."""

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


_FINDER = _Finder()


def _remove() -> None:
    try:
        sys.meta_path.remove(_FINDER)
    except ValueError:
        pass


def install() -> None:
    """Put the finder first on ``sys.meta_path`` unless tortoise is imported already (then nothing to do)."""
    if not any(name in sys.modules for name in _WRAPPED) and _FINDER not in sys.meta_path:
        sys.meta_path.insert(0, _FINDER)
