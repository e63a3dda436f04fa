"""The kernel's hook specifications, grouped by lifecycle phase.

Every hook is documented in ``docs/plugin-hooks.md``; a test fails when one is
not. Name families (after Datasette): ``register_*`` returns a list, ``extra_*``
adds to templates, ``x_from_y`` derives a value. pluggy is synchronous: a hook
may return an awaitable only where its docstring says so, and none of those
use ``firstresult`` (the kernel collects, awaits, then picks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pluggy

from foldwise.kernel.hookmarker import PROJECT, hookimpl  # pluggy-free: what plugins import at start-up

if TYPE_CHECKING:  # pragma: no cover - types only: importing them here would load Quart at start-up
    from collections.abc import Awaitable

    import jinja2
    from pydantic import BaseModel
    from quart import Blueprint, Request, Response

    from foldwise.kernel.auth.actor import Actor
    from foldwise.kernel.cli_registry import CommandRegistry
    from foldwise.kernel.events.bus import Event
    from foldwise.kernel.registry import JobType, Permission, RateRule, Service
    from foldwise.sdk.protocol import KernelProtocol as Kernel

__all__ = ["hookspec", "hookimpl", "PROJECT"]

hookspec = pluggy.HookspecMarker(PROJECT)


# ---------------------------------------------------------------------------
# Bootstrap: collected once while the kernel is built
# ---------------------------------------------------------------------------


@hookspec
def addhooks(pm: pluggy.PluginManager) -> None:
    """Add a plugin's own hookspecs (``pm.add_hookspecs(module)``) so others can implement them."""


@hookspec
def register_config_schema() -> list[tuple[str, type[BaseModel]]]:
    """Return ``(section_name, PydanticModel)`` pairs validated under ``[section_name]`` in config."""


@hookspec
def register_models() -> list[str]:
    """Return dotted module paths holding tortoise models; the app label is the plugin name."""


@hookspec
def register_blueprints() -> list[Blueprint]:
    """Return Quart blueprints (API routes under ``/api/v1``, pages under ``/ui``)."""


@hookspec
def register_commands(cli: CommandRegistry) -> None:
    """Add subcommands to ``cli`` (a ``CommandRegistry``): ``lazy_command``/``lazy_group`` by "module:attr", or typer-style."""


@hookspec
def register_permissions() -> list[Permission]:
    """Return ``Permission`` objects (name, roles allowed, description) this plugin checks."""


@hookspec
def register_event_types() -> list[str]:
    """Return the event type names (past-tense or ``*_progress`` snake_case) this plugin emits."""


@hookspec
def register_job_types() -> list[JobType]:
    """Return ``JobType`` objects: a name and the async handler that runs such a job."""


@hookspec
def register_services() -> list[Service]:
    """Return ``Service`` records: the interfaces this plugin provides, each built once per kernel on first use."""


@hookspec
def register_rate_limits() -> list[RateRule]:
    """Return ``RateRule`` objects mapping (method, path prefix) to a rate-limit bucket."""


@hookspec
def prepare_jinja_environment(env: jinja2.Environment) -> None:
    """Adjust the Jinja2 environment (filters, globals) before templates render."""


# ---------------------------------------------------------------------------
# Web interface (request-time hooks receive ``kernel``, the kernel serving the request; an implementation may
# leave out any argument it does not use)
# ---------------------------------------------------------------------------


@hookspec
def menu_links(request: Request, user: Actor | None, kernel: Kernel) -> list[dict[str, str]]:
    """Return navigation links ``{"href", "label"}`` for the web shell, for this user."""


@hookspec
def extra_template_vars(
    template: str, request: Request, kernel: Kernel
) -> dict[str, Any] | Awaitable[dict[str, Any] | None] | None:
    """Return extra variables for rendering ``template`` (may be awaitable)."""


@hookspec
def dashboard_panels(
    request: Request, user: Actor | None, kernel: Kernel
) -> list[dict[str, Any]] | Awaitable[list[dict[str, Any]]]:
    """Return panels ``{"title", "html"}`` shown on the ``/ui/`` home page (may be awaitable)."""


@hookspec
def settings_sections(
    request: Request, user: Actor | None, kernel: Kernel
) -> list[dict[str, str]] | Awaitable[list[dict[str, str]]]:
    """Return sections ``{"href", "label", "description"}`` listed on the ``/ui/settings`` index, for this user."""


# ---------------------------------------------------------------------------
# Runtime
# ---------------------------------------------------------------------------


@hookspec
def startup(kernel: Kernel) -> Awaitable[None] | None:
    """Run when the kernel starts (after the database is ready); may return an awaitable."""


@hookspec
def shutdown(kernel: Kernel) -> Awaitable[None] | None:
    """Run when the kernel stops; may return an awaitable."""


@hookspec
def actor_from_request(request: Request, kernel: Kernel) -> Actor | Awaitable[Actor | None] | None:
    """Return an ``Actor`` for a request this plugin can authenticate, or None (may be awaitable)."""


@hookspec
def permission_allowed(
    actor: Actor, action: str, resource: Any, kernel: Kernel
) -> bool | Awaitable[bool | None] | None:
    """Return True/False to decide a permission check, or None to leave it to the roles."""


@hookspec
def on_event(event: Event, kernel: Kernel) -> Awaitable[None] | None:
    """Receive every event published on the bus; may return an awaitable."""


@hookspec
def handle_exception(
    request: Request | None, exc: BaseException, kernel: Kernel
) -> Response | Awaitable[Response | None] | None:
    """Return a response for an exception this plugin understands, or None."""
