"""The plugin manager: builtins and third parties load alike from the ``foldwise.plugins`` entry-point group."""

from __future__ import annotations

import inspect
import logging
import sys
import traceback
from dataclasses import dataclass, field
from importlib.metadata import EntryPoint, entry_points
from typing import Any, Iterable

import pluggy

from foldwise.kernel import hookspecs

__all__ = ["ENTRY_POINT_GROUP", "PluginInfo", "PluginManager", "build_plugin_manager", "gather"]

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


#: Entry points per ``sys.path``: one command builds two plugin managers (its CLI and its kernel), and
#: reading every installed distribution's metadata costs tens of milliseconds each time.
_EP_CACHE: dict[tuple[str, ...], tuple[EntryPoint, ...]] = {}


def _entry_points() -> Iterable[EntryPoint]:
    key = tuple(sys.path)
    found = _EP_CACHE.get(key)
    if found is None:
        found = _EP_CACHE[key] = tuple(entry_points(group=ENTRY_POINT_GROUP))
    return found


def build_plugin_manager(disabled: Iterable[str] = ()) -> PluginManager:
    """Load every ``foldwise.plugins`` entry point except the disabled ones.

    A builtin plugin that fails to import is a bug and raises; a third-party
    plugin that fails is logged, recorded with its error and skipped.
    """
    pm = PluginManager()
    blocked = set(disabled)
    for ep in sorted(_entry_points(), key=lambda e: (not e.value.startswith("foldwise."), e.name)):
        if ep.name in pm.infos:
            continue
        builtin = ep.value.startswith("foldwise.")
        version = None if builtin or ep.dist is None else ep.dist.version
        info = PluginInfo(name=ep.name, module=ep.value, version=version, builtin=builtin)
        pm.infos[ep.name] = info
        if ep.name in blocked:
            info.status = "disabled"
            pm.set_blocked(ep.name)
            continue
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


def _check_plugin(pm: PluginManager, plugin: object) -> None:
    """Every hookimpl of ``plugin`` must match a known hookspec (a misspelled hook fails)."""
    for caller in pm.get_hookcallers(plugin) or []:
        if caller.spec is None:
            raise pluggy.PluginValidationError(plugin, f"unknown hook {caller.name!r}")


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
