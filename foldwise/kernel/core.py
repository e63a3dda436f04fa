"""The ``Kernel``: settings, plugins and the shared services, usable with or without the web app."""

from __future__ import annotations

import asyncio
import logging
from contextlib import asynccontextmanager
from importlib import import_module
from pathlib import Path
from typing import Any, AsyncIterator, Awaitable, Callable, TypeVar

from foldwise.kernel.plugins import PLUGINS_FOLDER, PluginManager, build_plugin_manager
from foldwise.kernel.registry import JobType, Permission, RateRule, Service, service_key
from foldwise.kernel.settings import ConfigError, Settings, load_settings, validate_sections

__all__ = ["Kernel", "current_kernel", "open_kernel"]

log = logging.getLogger("foldwise.kernel")
T = TypeVar("T")
_current: Kernel | None = None


def current_kernel() -> Kernel:
    """The kernel of this process (set by ``Kernel.start``)."""
    if _current is None:
        raise RuntimeError("no foldwise kernel is running in this process")
    return _current


class Kernel:
    """Everything a capability needs: settings, the plugin manager, db, jobs, events, journal, sandbox."""

    def __init__(self, settings: Settings | None = None, pm: PluginManager | None = None) -> None:
        self.settings = settings or load_settings()
        self.settings.home.mkdir(parents=True, exist_ok=True)
        self.pm: PluginManager
        self.config_schemas: dict[str, Any]
        self.permissions: dict[str, Permission]
        self.job_types: dict[str, JobType]
        self.event_types: set[str]
        self.rate_rules: list[RateRule]
        self.model_modules: dict[str, list[str]]
        self.service_specs: dict[str, Service]
        self.use_plugins(pm or build_plugin_manager(self.settings.plugins.disabled, self.plugins_dir))
        validate_sections(self.settings, self.config_schemas)
        self._refuse_unknown_keys()
        self._service_instances: dict[str, Any] = {}
        #: Bumped each time the plugin set changes (a reload, a plugin that failed to start): the web switch
        #: compares it with the generation its app was built for.
        self.plugins_generation = 0
        #: Set by the web app's switch (``foldwise.kernel.switch``): ``await web_reload()`` builds an app for
        #: the current plugins, swaps it in and returns an awaitable that ends when the old app drained.
        self.web_reload: Callable[[], Awaitable[Awaitable[None]]] | None = None
        self._reload_lock = asyncio.Lock()
        self.started = False
        #: True in a one-shot command (``foldwise organize``...): plugins skip start-up work that only a
        #: long-running service needs (background index builds, warm-ups).
        self.one_shot = False
        #: ``service`` (``foldwise serve``, commands) or ``worker`` (``foldwise worker``: runs jobs, serves no
        #: request, so plugins skip per-process upkeep such as following events into a search index).
        self.role = "service"
        # Services are created in ``start`` (they need the event loop and the database).
        self.bus: Any = None
        self.jobs: Any = None
        self.journal: Any = None
        self.sandbox: Any = None
        self.ratelimiter: Any = None

    def _refuse_unknown_keys(self) -> None:
        """A top-level key that is neither a kernel setting nor a plugin's section (a typo, usually) is an
        error at start, as it is for a config write: silently ignoring it would hide the mistake."""
        known = set(self.config_schemas) | set(self.pm.infos)
        unknown = sorted(k for k in (self.settings.model_extra or {}) if k not in known)
        if unknown:
            raise ConfigError("invalid configuration: " + "; ".join(
                f"{key}: unknown configuration key" for key in unknown))

    @property
    def plugins_dir(self) -> Path:
        """``home/plugins``: one folder per installed third-party plugin (see ``foldwise.kernel.plugins``)."""
        return self.settings.home / PLUGINS_FOLDER

    def use_plugins(self, pm: PluginManager) -> None:
        """Make ``pm`` the kernel's plugin manager and collect what its plugins register (no validation)."""
        self.pm = pm
        self.config_schemas = dict(pm.collect("register_config_schema"))
        self.permissions = {p.name: p for p in pm.collect("register_permissions")}
        self.job_types = {j.name: j for j in pm.collect("register_job_types")}
        self.event_types = set(pm.collect("register_event_types"))
        self.rate_rules = pm.collect("register_rate_limits")
        self.model_modules = self._model_modules(pm)
        self.service_specs = {s.key: s for s in pm.collect("register_services")}
        if getattr(self, "ratelimiter", None) is not None:
            self.ratelimiter.rules = list(self.rate_rules)

    async def reload_plugins(self) -> list[dict[str, Any]]:
        """Scan the plugins again (environment and ``home/plugins``) and activate the changes without a restart:
        new and updated plugins are imported and started, removed ones stopped, the web app rebuilt and switched
        to (requests in flight finish on the old one). Calls are serialized. Returns ``kernel.plugins``."""
        from foldwise.kernel.activation import reload_plugins

        async with self._reload_lock:
            await reload_plugins(self)
        return self.plugins

    def _model_modules(self, pm: PluginManager) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {"kernel": ["foldwise.kernel.models"]}
        for impl in pm.hook.register_models.get_hookimpls():
            modules = impl.function()
            if modules:
                out.setdefault(impl.plugin_name, []).extend(modules)
        return out

    def service(self, interface: type[T] | str) -> T:
        """The one instance of a registered service, built on first use.

        Raises ``LookupError`` when no enabled plugin registers ``interface`` (the plugin is disabled)."""
        key = service_key(interface)
        instance = self._service_instances.get(key)
        if instance is None:
            spec = self.service_specs.get(key)
            if spec is None:
                raise LookupError(f"no enabled plugin provides the service {key}")
            factory = spec.factory if spec.factory is not None else spec.interface
            if isinstance(factory, str):
                module, _, name = factory.partition(":")
                factory = getattr(import_module(module), name)
            instance = self._service_instances[key] = factory(self)
        return instance

    def has_service(self, interface: type[Any] | str) -> bool:
        """True when some enabled plugin registers ``interface``."""
        return service_key(interface) in self.service_specs

    def plugin_settings(self, section: str) -> Any:
        """The validated ``[section]`` of the configuration (the plugin's config model instance)."""
        return self.settings.section(section)

    @property
    def plugins(self) -> list[dict[str, Any]]:
        return [info.as_dict() for info in self.pm.infos.values()]

    async def start(self, *, run_jobs: bool = True, recover: bool = True, one_shot: bool = False) -> None:
        """Open the database, recover the journal, start the bus and job runner, run ``startup`` hooks.

        ``one_shot`` marks a kernel that serves one command and stops (see ``Kernel.one_shot``)."""
        global _current
        if self.started:
            return
        self.one_shot = one_shot
        from foldwise.kernel import db
        from foldwise.kernel.events.bus import create_bus
        from foldwise.kernel.jobs.manager import JobManager
        from foldwise.kernel.journal import Journal
        from foldwise.kernel.ratelimit import create_rate_limiter
        from foldwise.kernel.sandbox import Sandbox

        _current = self
        await db.init_db(self)
        await self._check_secret()
        self.sandbox = Sandbox(self.settings.roots)
        self.bus = await create_bus(self)
        self.journal = Journal(self)
        if recover:
            await self.journal.recover()
        self.ratelimiter = create_rate_limiter(self)
        self.jobs = JobManager(self)
        await self.jobs.start(run_jobs=run_jobs, recover=recover)
        from foldwise.kernel.activation import start_plugins

        await start_plugins(self)
        self.started = True

    async def _check_secret(self) -> None:
        """Refuse to start with a deployment secret the database does not know (``SecretMismatch``)."""
        from foldwise.kernel import db
        from foldwise.kernel.auth.secret import server_secret
        from foldwise.kernel.deployment import check_deployment_secret

        try:
            await check_deployment_secret(server_secret(self.settings), self.settings.secret_path)
        except BaseException:
            await db.close_db()
            raise

    async def stop(self) -> None:
        """Stop in reverse order; safe to call twice."""
        global _current
        if not self.started:
            return
        self.started = False
        from foldwise.kernel.activation import stop_plugins

        await stop_plugins(self, self.pm)
        if self.jobs is not None:
            await self.jobs.stop()
        if self.bus is not None:
            await self.bus.close()
        if self.ratelimiter is not None:
            await self.ratelimiter.close()
        from foldwise.kernel import db

        await db.close_db()
        self._service_instances.clear()  # a restarted kernel builds its services afresh
        if _current is self:
            _current = None

    def reload_settings(self, settings: Settings) -> None:
        """Apply new settings without a restart where possible (roots, limits, plugin sections)."""
        validate_sections(settings, self.config_schemas)
        self.settings = settings
        if self.sandbox is not None:
            self.sandbox.set_roots(settings.roots)
        if self.ratelimiter is not None:
            self.ratelimiter.configure(settings.rate_limits)


@asynccontextmanager
async def open_kernel(settings: Settings | None = None, **start_kw: Any) -> AsyncIterator[Kernel]:
    """A started kernel for in-process use (CLI commands, tests, benchmarks)."""
    kernel = Kernel(settings)
    await kernel.start(**start_kw)
    try:
        yield kernel
    finally:
        await kernel.stop()
