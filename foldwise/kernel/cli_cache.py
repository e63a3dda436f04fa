"""The command list of ``foldwise`` cached in the data home: ``--help`` and a command's start-up without
an entry-point scan, pluggy or any plugin module.

``<home>/cache/cli-commands.json`` holds the lazy records the plugins registered (name, kind, help,
``module:attribute`` target) and what they were built from:

- the interpreter, ``sys.path`` and ``plugins.disabled``;
- the modification time of every ``sys.path`` folder (installing, upgrading or removing a distribution
  adds or removes a ``.dist-info`` folder there, which changes it);
- the fingerprint of each installed plugin folder in ``<home>/plugins``;
- size and modification time of the source file of every ``foldwise`` and plugin module the build
  imported (an edited plugin ``__init__`` or an editable install's changed code).

Any difference and the list is built again from the plugins (and the file rewritten). A registry with an
eagerly registered command (a function object, not a target) or with a plugin that failed to load is not
cached, so the failure is reported by every command as before. Deleting ``<home>/cache`` is always safe.

Standard library only; checking the cache costs a few dozen ``stat`` calls.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from foldwise.kernel.cli_registry import CommandEntry, CommandRegistry
from foldwise.kernel.plugin_paths import PLUGINS_FOLDER, folder_fingerprint, plugin_folders, sync_sys_path

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover - not imported at run time: typing costs every command's start-up
    from typing import Any, Iterable

__all__ = ["CACHE_NAME", "cache_path", "load_registry", "snapshot", "store_registry", "module_files", "file_stamp",
           "import_path_dirs", "known_plugins"]

#: The file inside the data home.
CACHE_NAME = os.path.join("cache", "cli-commands.json")
_FORMAT = 1


#: ``(name, module, status, builtin)`` of every plugin, from the cache ``load_registry`` accepted in this process;
#: ``PLUGINS_KNOWN[0]`` is False when no such cache was read (or it predates the list). A command that can
#: skip the plugin manager when only builtin plugins are loaded reads it (``organize``'s preview).
PLUGINS: list[tuple[str, ...]] = []
PLUGINS_KNOWN = [False]


def cache_path(home: Path) -> Path:
    return home / CACHE_NAME


def _stamp(path: str) -> list[int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_mtime_ns, st.st_size]


def _environment(disabled: Iterable[str]) -> dict[str, Any]:
    """What the list depends on besides files: interpreter, import path, disabled plugins."""
    return {"format": _FORMAT, "python": sys.version, "executable": sys.executable,
            "path": [_absolute(p) for p in sys.path], "disabled": sorted(set(disabled))}


def _absolute(entry: str) -> str:
    """A ``sys.path`` entry made independent of the working directory (``""`` and relative folders; a
    marker such as an editable install's ``__editable__...__path_hook__`` is kept as it is)."""
    if not entry or (not os.path.isabs(entry) and os.path.isdir(entry)):
        return os.path.abspath(entry)
    return entry


def _path_dirs() -> list[str]:
    return [_absolute(p) for p in sys.path if os.path.isdir(p or ".")]


def file_stamp(path: str) -> list[int] | None:
    """``[mtime_ns, size]`` of ``path`` (None when it is gone): what a cache keyed on source files compares."""
    return _stamp(path)


def import_path_dirs() -> list[str]:
    """The folders of ``sys.path``, absolute (an upgraded package changes one of their stamps)."""
    return _path_dirs()


def known_plugins() -> list[tuple[str, ...]] | None:
    """The plugins the cached command list was made with, ``(name, module, status, builtin, ...)`` each, or None
    when this process read no current cache (then only a kernel knows which plugins load)."""
    return list(PLUGINS) if PLUGINS_KNOWN[0] else None


def module_files(prefixes: Iterable[str]) -> list[str]:
    """Source files of the imported modules named ``foldwise`` or under one of ``prefixes`` (top-level
    package names)."""
    tops = {"foldwise", *prefixes}
    out = []
    for name, module in list(sys.modules.items()):
        if name.partition(".")[0] in tops:
            where = getattr(module, "__file__", None)
            if where:
                out.append(where)
    return sorted(set(out))


def load_registry(home: Path, disabled: Iterable[str]) -> CommandRegistry | None:
    """The cached registry when everything it was built from is unchanged, else None. Puts the plugin folders
    on ``sys.path`` (as building the plugin manager does) so a command living in one can be imported."""
    try:
        with open(cache_path(home), "rb") as fh:
            doc = json.load(fh)
        if doc.get("environment") != _environment(disabled):
            return None
        for group in ("dirs", "files"):
            for path, stamp in doc[group]:
                if _stamp(path) != stamp:
                    return None
        folders = plugin_folders(home / PLUGINS_FOLDER)
        if [[str(f), folder_fingerprint(f)] for f in folders] != doc["folders"]:
            return None
        commands = doc["commands"]
        plugins = doc.get("plugins")
    except (OSError, ValueError, KeyError, TypeError):
        return None
    sync_sys_path(folders)
    PLUGINS[:] = [tuple(p) for p in plugins] if isinstance(plugins, list) else []
    PLUGINS_KNOWN[0] = isinstance(plugins, list)
    registry = CommandRegistry()
    for name, kind, text, target in commands:
        registry.entries[name] = CommandEntry(name, kind, text, target=target)
    return registry


def snapshot(home: Path, disabled: Iterable[str]) -> dict[str, Any]:
    """The stamps of the environment, taken before the plugins are read (a change while they are read
    then shows at the next start)."""
    return {"environment": _environment(disabled), "dirs": [[d, _stamp(d)] for d in _path_dirs()],
            "folders": [[str(f), folder_fingerprint(f)] for f in plugin_folders(home / PLUGINS_FOLDER)]}


def store_registry(home: Path, before: dict[str, Any], registry: CommandRegistry, files: list[str],
                   plugins: list[tuple[str, str, str, bool]] | None = None) -> None:
    """Write the registry built after ``before = snapshot(...)`` for the next process (only when every
    command is lazy and the data home exists; atomically; a failure to write is ignored: the cache is an
    optimisation). ``plugins``: ``(name, module, status, builtin)`` of every plugin the build saw."""
    entries = list(registry.entries.values())
    if any(e.target is None or e.options for e in entries) or not home.is_dir():
        return
    doc = {**before, "files": [[f, _stamp(f)] for f in files],
           "commands": [[e.name, e.kind, e.help, e.target] for e in entries],
           **({"plugins": [list(p) for p in plugins]} if plugins is not None else {})}
    target = cache_path(home)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        target.parent.mkdir(exist_ok=True)
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(json.dumps(doc, separators=(",", ":")))  # dumps: the C encoder (dump is pure Python)
        os.replace(tmp, target)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
