"""The typed ``Kernel`` protocol: what a plugin may rely on of the kernel object it is given."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol, TypeVar, runtime_checkable

__all__ = ["KernelProtocol", "SettingsProtocol"]

T = TypeVar("T")


@runtime_checkable
class SettingsProtocol(Protocol):
    """The kernel settings a plugin may read (its own section is ``kernel.plugin_settings(name)``)."""

    home: Path
    roots: list[Path]


@runtime_checkable
class KernelProtocol(Protocol):
    """The kernel as plugins see it: settings, shared services and ``service()`` lookup.

    The attributes below ``settings`` are None until the kernel is started (a command that only reads the
    configuration builds a kernel it never starts)."""

    #: the validated configuration (``kernel.plugin_settings(name)`` for a plugin's own section)
    settings: Any
    #: the plugin manager (``kernel.pm.hook.<name>(...)`` calls a hook; ``pm.infos`` lists every plugin)
    pm: Any
    #: the config section models by name (``register_config_schema``)
    config_schemas: dict[str, Any]
    #: True in a one-shot command: skip start-up work only a long-running service needs
    one_shot: bool
    #: True between ``start`` and ``stop``
    started: bool
    #: the event bus (``await bus.publish(type, data)``, ``bus.subscribe(channel)``)
    bus: Any
    #: the job manager (``await jobs.create(type, params)``, ``jobs.enqueue``, ``jobs.cancel``)
    jobs: Any
    #: the operation journal: every filesystem change goes through it
    journal: Any
    #: the root sandbox: every outside path passes ``sandbox.resolve`` before use
    sandbox: Any
    #: the rate limiter (``await ratelimiter.hit(buckets, principal)``)
    ratelimiter: Any

    def service(self, interface: type[T] | str) -> T:
        """The one instance of a registered service (``register_services``), built on first use."""
        ...

    def has_service(self, interface: type[Any] | str) -> bool:
        """True when some enabled plugin registers ``interface``."""
        ...

    def plugin_settings(self, section: str) -> Any:
        """The validated ``[section]`` of the configuration (the plugin's config model instance)."""
        ...

    def reload_settings(self, settings: Any) -> None:
        """Apply new settings without a restart where possible (roots, limits, plugin sections)."""
        ...

    @property
    def plugins_dir(self) -> Path:
        """``home/plugins``: one folder per installed third-party plugin (a wheel's unpacked content)."""
        ...

    async def reload_plugins(self) -> list[dict[str, Any]]:
        """Activate the plugins as they are now on disk without a restart (new ones start, removed ones
        stop, the web app is switched); returns the plugin list with each one's ``status`` and ``error``."""
        ...
