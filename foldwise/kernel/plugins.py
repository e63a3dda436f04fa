"""The plugin manager: builtins and third parties load alike from the ``foldwise.plugins`` entry-point group."""

from __future__ import annotations

import inspect
import logging
import os
import sys
import traceback
from dataclasses import dataclass, field
from importlib.metadata import EntryPoint, distributions
from pathlib import Path
from typing import Any, Iterable

import pluggy

from foldwise.kernel import hookspecs
from foldwise.kernel.plugin_paths import ADDED_PATHS as _ADDED_PATHS
from foldwise.kernel.plugin_paths import PLUGINS_FOLDER, folder_fingerprint, plugin_folders
from foldwise.kernel.plugin_paths import sync_sys_path as _sync_sys_path

__all__ = ["ENTRY_POINT_GROUP", "PLUGINS_FOLDER", "PluginInfo", "PluginManager", "build_plugin_manager",
           "folder_fingerprint", "forget_entry_points", "gather", "plugin_folders", "purge_modules", "unregister_failed"]

ENTRY_POINT_GROUP = "foldwise.plugins"
log = logging.getLogger("foldwise.plugins")


@dataclass
class PluginInfo:
    """What the kernel knows about one plugin, loaded or not."""

    name: str
    module: str
    version: str | None = None
    builtin: bool = False
    status: str = "loaded"  # loaded | disabled | error
    error: str | None = None
    hooks: list[str] = field(default_factory=list)
    #: The plugin folder (``home/plugins/<dist>``) it was loaded from; None for an installed distribution.
    folder: Path | None = field(default=None, compare=False)
    #: ``folder_fingerprint(folder)`` when it was loaded, or the distribution's location and version.
    fingerprint: str | None = field(default=None, compare=False)

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "module": self.module,
            "version": self.version,
            "builtin": self.builtin,
            "status": self.status,
            "error": self.error,
            "hooks": self.hooks,
        }


class PluginManager(pluggy.PluginManager):
    """pluggy's manager plus the record of every plugin it tried to load."""

    def __init__(self) -> None:
        super().__init__(hookspecs.PROJECT)
        self.add_hookspecs(hookspecs)
        self.infos: dict[str, PluginInfo] = {}

    def collect(self, hook_name: str, **kwargs: Any) -> list[Any]:
        """Call a ``register_*`` hook and flatten the returned lists."""
        out: list[Any] = []
        for result in getattr(self.hook, hook_name)(**kwargs):
            if result:
                out.extend(result)
        return out

    def plugin_name_of(self, plugin: object) -> str | None:
        return self.get_name(plugin)


#: Entry points per search path: one command builds two plugin managers (its CLI and its kernel), and
#: reading every installed distribution's metadata costs tens of milliseconds each time.
_EP_CACHE: dict[tuple[str, ...], tuple[EntryPoint, ...]] = {}


def _group_entry_points(paths: list[str]) -> list[EntryPoint]:
    """``foldwise.plugins`` entry points of the distributions found on ``paths`` (first of a name wins)."""
    seen: set[str] = set()
    out: list[EntryPoint] = []
    for dist in distributions(path=paths):
        name = getattr(dist, "_normalized_name", None) or str(dist.metadata["Name"]).lower()
        if name in seen:
            continue
        seen.add(name)
        out.extend(ep for ep in dist.entry_points if ep.group == ENTRY_POINT_GROUP)
    return out


def forget_entry_points() -> None:
    """Drop the cached entry points and the import system's directory caches (a reload scans afresh)."""
    import importlib

    _EP_CACHE.clear()
    importlib.invalidate_caches()


def _entry_points() -> tuple[EntryPoint, ...]:
    """Entry points of the environment (``sys.path`` without the plugin folders), cached per path."""
    key = tuple(p for p in sys.path if p not in _ADDED_PATHS)
    found = _EP_CACHE.get(key)
    if found is None:
        found = _EP_CACHE[key] = tuple(_group_entry_points(list(key)))
    return found


def _folder_entry_points(folders: list[Path]) -> list[tuple[EntryPoint, Path]]:
    out: list[tuple[EntryPoint, Path]] = []
    for folder in folders:
        out.extend((ep, folder) for ep in _group_entry_points([str(folder)]))
    return out


def purge_modules(folder: Path | None = None, packages: Iterable[str] = ()) -> list[str]:
    """Forget the imported modules that live in ``folder`` or belong to one of ``packages`` (top-level names),
    so the next import reads the files again. Returns the names removed."""
    prefix = str(folder) + os.sep if folder is not None else None
    tops = {p for p in packages if p and p != "foldwise"}
    removed = []
    for name, module in list(sys.modules.items()):
        top = name.partition(".")[0]
        hit = top in tops
        if not hit and prefix is not None:
            where = getattr(module, "__file__", None)
            paths = getattr(module, "__path__", None)
            try:
                paths = [str(p) for p in paths] if paths else []
            except TypeError:  # a module whose __getattr__ answers any name (torch._classes)
                paths = []
            hit = (isinstance(where, str) and where.startswith(prefix)) or any(p.startswith(prefix) for p in paths)
        if hit:
            del sys.modules[name]
            removed.append(name)
    return removed


def build_plugin_manager(disabled: Iterable[str] = (), plugins_dir: Path | None = None) -> PluginManager:
    """Load every ``foldwise.plugins`` entry point except the disabled ones.

    Entry points come from the environment and from each installed plugin folder in ``plugins_dir``
    (``home/plugins/<dist>/``: a wheel's unpacked content, put on ``sys.path``). A builtin plugin that fails to
    import is a bug and raises; a third-party plugin that fails is logged, recorded with its error and skipped.
    """
    pm = PluginManager()
    blocked = set(disabled)
    folders = plugin_folders(plugins_dir)
    _sync_sys_path(folders)
    found: list[tuple[EntryPoint, Path | None]] = [(ep, None) for ep in _entry_points()]
    found.extend(_folder_entry_points(folders))
    found.sort(key=lambda f: (not f[0].value.startswith("foldwise."), f[1] is not None, f[0].name))
    for ep, folder in found:
        if ep.name in pm.infos:
            if folder is not None:
                log.warning("plugin %s in %s ignored: a plugin of that name is already loaded", ep.name, folder)
            continue
        builtin = ep.value.startswith("foldwise.") and folder is None
        version = None if builtin or ep.dist is None else ep.dist.version
        info = PluginInfo(name=ep.name, module=ep.value, version=version, builtin=builtin, folder=folder,
                          fingerprint=_fingerprint(ep, folder))
        pm.infos[ep.name] = info
        if ep.name in blocked:
            info.status = "disabled"
            pm.set_blocked(ep.name)
            continue
        if folder is not None:
            _forget_foreign(ep, folder)
        try:
            module = ep.load()
            pm.register(module, name=ep.name)
            info.hooks = sorted(h.name for h in pm.get_hookcallers(module) or [])
        except Exception as exc:  # noqa: BLE001 - a broken third party must not stop the service
            if builtin:
                raise
            info.status = "error"
            info.error = f"{type(exc).__name__}: {exc}"
            log.error("plugin %s failed to load and was skipped:\n%s", ep.name, traceback.format_exc())
            _unregister_quietly(pm, ep.name)
    # Plugins add hookspecs for each other; validate only after every plugin had its turn.
    pm.hook.addhooks(pm=pm)
    for name, info in list(pm.infos.items()):
        if info.status != "loaded":
            continue
        plugin = pm.get_plugin(name)
        try:
            _check_plugin(pm, plugin)
        except Exception as exc:  # noqa: BLE001
            if info.builtin:
                raise
            info.status = "error"
            info.error = f"{type(exc).__name__}: {exc}"
            log.error("plugin %s rejected: %s", name, exc)
            _unregister_quietly(pm, name)
    pm.check_pending()
    return pm


def _forget_foreign(ep: EntryPoint, folder: Path) -> None:
    """An already imported package of the same name from elsewhere (another data home's folder, an old
    install) would shadow the folder's code: forget it first."""
    top = ep.module.partition(".")[0]
    module = sys.modules.get(top)
    if module is None or top == "foldwise":
        return
    where = [getattr(module, "__file__", None) or "", *[str(p) for p in getattr(module, "__path__", None) or []]]
    if not any(w.startswith(str(folder) + os.sep) for w in where if w):
        purge_modules(None, [top])


def _fingerprint(ep: EntryPoint, folder: Path | None) -> str | None:
    if folder is not None:
        return folder_fingerprint(folder)
    if ep.value.startswith("foldwise.") or ep.dist is None:
        return None
    return f"{getattr(ep.dist, '_path', '')}@{ep.dist.version}"


def _check_plugin(pm: PluginManager, plugin: object) -> None:
    """Every hookimpl of ``plugin`` must match a known hookspec (a misspelled hook fails)."""
    for caller in pm.get_hookcallers(plugin) or []:
        if caller.spec is None:
            raise pluggy.PluginValidationError(plugin, f"unknown hook {caller.name!r}")


def unregister_failed(pm: PluginManager, name: str, error: str) -> None:
    """Record ``name`` as failed with ``error`` and take its hooks out of ``pm``."""
    info = pm.infos.get(name)
    if info is not None:
        info.status = "error"
        info.error = error
        info.hooks = []
    _unregister_quietly(pm, name)


def _unregister_quietly(pm: PluginManager, name: str) -> None:
    plugin = pm.get_plugin(name)
    if plugin is not None:
        pm.unregister(plugin)
    pm.set_blocked(name)


async def gather(results: Iterable[Any]) -> list[Any]:
    """Await the awaitable results of a hook call; return all non-None results."""
    out = []
    for result in results:
        if inspect.isawaitable(result):
            result = await result
        if result is not None:
            out.append(result)
    return out
