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
    """The kernel as plugins see it: settings, shared services and ``service()`` lookup."""

    settings: Any
    one_shot: bool
    bus: Any
    jobs: Any
    journal: Any
    sandbox: Any

    def service(self, interface: type[T] | str) -> T:
        """The one instance of a registered service (``register_services``), built on first use."""
        ...

    def has_service(self, interface: type[Any] | str) -> bool:
        """True when some enabled plugin registers ``interface``."""
        ...

    def plugin_settings(self, section: str) -> Any:
        """The validated ``[section]`` of the configuration (the plugin's config model instance)."""
        ...

    @property
    def plugins_dir(self) -> Path:
        """``home/plugins``: one folder per installed third-party plugin (a wheel's unpacked content)."""
        ...

    async def reload_plugins(self) -> list[dict[str, Any]]:
        """Activate the plugins as they are now on disk without a restart (new ones start, removed ones
        stop, the web app is switched); returns the plugin list with each one's ``status`` and ``error``."""
        ...
