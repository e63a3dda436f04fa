"""Live plugin activation: start and stop plugins one by one, and reload the plugin set of a running kernel.

``Kernel.reload_plugins`` calls ``reload_plugins`` under the kernel's lock. The order of a reload:

1. forget the cached entry points; purge ``sys.modules`` of third-party plugins whose files changed or went away;
2. build a new plugin manager (environment + ``home/plugins``); a plugin whose config section is invalid is
   recorded as failed;
3. make it the kernel's (permissions, job types, config schemas, services, models: tables for new ones);
4. run ``startup`` for plugins that are new or were updated (one that raises is recorded and taken out);
5. let the web switch build an app for the new plugins and swap it in (``Kernel.web_reload``);
6. once the old app has drained, run ``shutdown`` for plugins that went away or were replaced.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import traceback
from typing import TYPE_CHECKING, Any, Iterable

from foldwise.kernel.plugins import (
    PluginManager,
    _entry_points,
    build_plugin_manager,
    folder_fingerprint,
    forget_entry_points,
    plugin_folders,
    purge_modules,
    unregister_failed,
)
from foldwise.kernel.settings import ConfigError, validate_sections

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.kernel.core import Kernel

__all__ = ["reload_plugins", "start_plugins", "stop_plugins"]

log = logging.getLogger("foldwise.plugins")
#: Stops of replaced plugins waiting for their old app to drain (kept referenced until done).
_PENDING: set[asyncio.Task[None]] = set()


async def _call(impl: Any, kernel: Kernel) -> None:
    args = {"kernel": kernel}
    result = impl.function(*[args[name] for name in impl.argnames])
    if inspect.isawaitable(result):
        await result


async def start_plugins(kernel: Kernel, names: Iterable[str] | None = None) -> list[str]:
    """Run the ``startup`` hooks of ``names`` (default: every plugin) in pluggy's call order. A third-party
    plugin that raises is recorded as failed with its error and taken out of the kernel (a builtin, or a plugin
    registered by hand, raises). Returns the failed names."""
    wanted = None if names is None else set(names)
    failed: list[str] = []
    for impl in reversed(kernel.pm.hook.startup.get_hookimpls()):
        name = impl.plugin_name
        if wanted is not None and name not in wanted:
            continue
        try:
            await _call(impl, kernel)
        except Exception as exc:  # noqa: BLE001 - a broken third party must not stop the service
            info = kernel.pm.infos.get(name)
            if info is None or info.builtin:
                raise
            log.error("plugin %s failed to start and was taken out:\n%s", name, traceback.format_exc())
            unregister_failed(kernel.pm, name, f"{type(exc).__name__}: {exc}")
            failed.append(name)
    if failed:
        previous = kernel.service_specs
        kernel.use_plugins(kernel.pm)
        _forget_services(kernel, previous)
        kernel.plugins_generation += 1
    return failed


async def stop_plugins(kernel: Kernel, pm: PluginManager, names: Iterable[str] | None = None) -> None:
    """Run the ``shutdown`` hooks of ``names`` (default: every plugin) registered in ``pm``; an error is
    logged, never raised."""
    wanted = None if names is None else set(names)
    for impl in reversed(pm.hook.shutdown.get_hookimpls()):
        if wanted is not None and impl.plugin_name not in wanted:
            continue
        try:
            await _call(impl, kernel)
        except Exception:  # noqa: BLE001
            log.error("plugin %s failed to shut down:\n%s", impl.plugin_name, traceback.format_exc())


def _top_package(module: str) -> str:
    return module.partition(":")[0].partition(".")[0]


def _purge_changed(kernel: Kernel, pm: PluginManager) -> None:
    """Forget the modules of third-party plugins whose files changed or went away, so the new scan imports
    what is on disk now (an unchanged plugin keeps its module: it is neither restarted nor re-imported)."""
    folders = {str(f) for f in plugin_folders(kernel.plugins_dir)}
    environment = {ep.name: ep for ep in _entry_points()}
    for info in pm.infos.values():
        if info.builtin:
            continue
        if info.folder is not None:
            current = folder_fingerprint(info.folder) if str(info.folder) in folders else None
        else:
            ep = environment.get(info.name)
            current = None if ep is None or ep.dist is None else \
                f"{getattr(ep.dist, '_path', '')}@{ep.dist.version}"
        if current != info.fingerprint:
            removed = purge_modules(info.folder, [_top_package(info.module)])
            log.info("plugin %s changed on disk: %d modules forgotten", info.name, len(removed))


def _validate_plugin_sections(kernel: Kernel, pm: PluginManager) -> None:
    """Validate each plugin's config sections; a third party with an invalid section is recorded as failed."""
    for impl in pm.hook.register_config_schema.get_hookimpls():
        try:
            validate_sections(kernel.settings, dict(impl.function() or []))
        except ConfigError as exc:
            info = pm.infos.get(impl.plugin_name)
            if info is None or info.builtin:
                raise
            unregister_failed(pm, impl.plugin_name, str(exc))


def _forget_services(kernel: Kernel, previous: dict[str, Any]) -> None:
    """Drop service instances whose registration changed or went away (rebuilt on next use)."""
    instances = kernel._service_instances
    for key in list(instances):
        if kernel.service_specs.get(key) != previous.get(key):
            del instances[key]


def _loaded(pm: PluginManager) -> dict[str, object]:
    return {name: pm.get_plugin(name) for name, info in pm.infos.items() if info.status == "loaded"}


async def reload_plugins(kernel: Kernel) -> None:
    """Activate what changed in the plugin set of ``kernel`` (see the module docstring). Callers serialize."""
    from foldwise.kernel.db import activate_models

    old_pm = kernel.pm
    old = _loaded(old_pm)
    forget_entry_points()
    _purge_changed(kernel, old_pm)
    pm = build_plugin_manager(kernel.settings.plugins.disabled, kernel.plugins_dir)
    _validate_plugin_sections(kernel, pm)
    new = _loaded(pm)
    started = {name for name, plugin in new.items() if old.get(name) is not plugin}
    stopped = {name for name, plugin in old.items() if new.get(name) is not plugin}
    previous_specs = kernel.service_specs
    kernel.use_plugins(pm)
    _forget_services(kernel, previous_specs)
    if kernel.started:
        failed = await activate_models(kernel, started, stopped - started)
        for name, error in failed.items():
            if name in pm.infos and not pm.infos[name].builtin:
                unregister_failed(pm, name, error)
        if failed:
            kernel.use_plugins(pm)
        await start_plugins(kernel, sorted(started - set(failed)))
    kernel.plugins_generation += 1
    log.info("plugins reloaded: started %s, stopped %s", sorted(started) or "none", sorted(stopped) or "none")
    drained = await kernel.web_reload() if kernel.web_reload is not None else None
    if not kernel.started or not stopped:
        return

    async def _stop_old() -> None:
        if drained is not None:
            await drained
        await stop_plugins(kernel, old_pm, stopped)

    if drained is None:
        await _stop_old()
    else:
        task = asyncio.get_running_loop().create_task(_stop_old())
        _PENDING.add(task)
        task.add_done_callback(_PENDING.discard)
