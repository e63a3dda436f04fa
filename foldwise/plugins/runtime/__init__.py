"""Builtin ``runtime`` plugin: the plugin runtime API (``/api/v1/plugins/*``) and webhooks.

Hook implementations only; routes, models and the delivery worker load when used. See
``docs/plugin-runtime.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover - types only: ``foldwise --help`` loads this module
    from foldwise.sdk import Event, Kernel, Permission, Service

_ROLES_ALL = ("viewer", "member", "admin")
_ROLES_WRITE = ("member", "admin")
#: The kernels of this process whose delivery worker runs.
_started: list[Any] = []


@hookimpl
def register_permissions() -> list[Permission]:
    from foldwise.sdk import Permission

    return [
        Permission("plugins.files.read", roles=_ROLES_ALL, description="list and inspect files through the runtime"),
        Permission("plugins.files.write", roles=_ROLES_WRITE, description="move files through the runtime"),
        Permission("plugins.config.read", roles=_ROLES_WRITE, description="read non-secret configuration"),
        Permission("plugins.hooks.manage", roles=_ROLES_WRITE, description="register and list your webhooks"),
    ]


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise.plugins.runtime.config import RuntimeConfig

    return [("runtime", RuntimeConfig)]


@hookimpl
def register_models() -> list[str]:
    return ["foldwise.plugins.runtime.models"]


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    return [Service("foldwise.plugins.runtime.service:RuntimeService",
                    factory="foldwise.plugins.runtime.service:RuntimeService")]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.runtime.routes import bp

    return [bp]


@hookimpl
def startup(kernel: Kernel) -> None:
    """Start the delivery worker in a long-running process. Every process queues hook events (``on_event``);
    a one-shot command only queues, and the next running service sends what it queued."""
    if kernel.one_shot:
        return
    _started.append(kernel)
    from foldwise.plugins.runtime.service import RuntimeService

    kernel.service(RuntimeService).hooks.worker.start()


@hookimpl
async def shutdown(kernel: Kernel) -> None:
    if kernel in _started:
        _started.remove(kernel)
        from foldwise.plugins.runtime.service import RuntimeService

        await kernel.service(RuntimeService).hooks.worker.stop()


@hookimpl
async def on_event(event: Event, kernel: Kernel) -> None:
    """Turn bus events into hook events and queue them in the outbox (also in one-shot commands, and while
    the kernel stops: the bus finishes its hook calls before the database closes)."""
    from foldwise.plugins.runtime.service import RuntimeService

    await kernel.service(RuntimeService).hooks.on_bus_event(event.type, event.data, event.job_id)
