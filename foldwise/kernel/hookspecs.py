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

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.kernel.core import Kernel

__all__ = ["hookspec", "hookimpl", "PROJECT"]

PROJECT = "foldwise"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


# ---------------------------------------------------------------------------
# Bootstrap: collected once while the kernel is built
# ---------------------------------------------------------------------------


@hookspec
def addhooks(pm: pluggy.PluginManager) -> None:
    """Add a plugin's own hookspecs (``pm.add_hookspecs(module)``) so others can implement them."""


@hookspec
def register_config_schema() -> list[tuple[str, Any]]:
    """Return ``(section_name, PydanticModel)`` pairs validated under ``[section_name]`` in config."""


@hookspec
def register_models() -> list[str]:
    """Return dotted module paths holding tortoise models; the app label is the plugin name."""


@hookspec
def register_blueprints() -> list[Any]:
    """Return Quart blueprints (API routes under ``/api/v1``, pages under ``/ui``)."""


@hookspec
def register_commands(cli: Any) -> None:
    """Add subcommands to ``cli`` (a ``CommandRegistry``): ``lazy_command``/``lazy_group`` by "module:attr", or typer-style."""


@hookspec
def register_permissions() -> list[Any]:
    """Return ``Permission`` objects (name, roles allowed, description) this plugin checks."""


@hookspec
def register_event_types() -> list[str]:
    """Return the event type names (past-tense or ``*_progress`` snake_case) this plugin emits."""


@hookspec
def register_job_types() -> list[Any]:
    """Return ``JobType`` objects: a name and the async handler that runs such a job."""


@hookspec
def register_services() -> list[Any]:
    """Return ``Service`` records: the interfaces this plugin provides, each built once per kernel on first use."""


@hookspec
def register_rate_limits() -> list[Any]:
    """Return ``RateRule`` objects mapping (method, path prefix) to a rate-limit bucket."""


@hookspec
def prepare_jinja_environment(env: Any) -> None:
    """Adjust the Jinja2 environment (filters, globals) before templates render."""


# ---------------------------------------------------------------------------
# Web interface
# ---------------------------------------------------------------------------


@hookspec
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    """Return navigation links ``{"href", "label"}`` for the web shell, for this user."""


@hookspec
def extra_template_vars(template: str, request: Any) -> dict[str, Any] | None:
    """Return extra variables for rendering ``template`` (may be awaitable)."""


@hookspec
def dashboard_panels(request: Any, user: Any) -> list[dict[str, Any]]:
    """Return panels ``{"title", "html"}`` shown on the ``/ui/`` home page (may be awaitable)."""


# ---------------------------------------------------------------------------
# Runtime
# ---------------------------------------------------------------------------


@hookspec
def startup(kernel: Kernel) -> Any:
    """Run when the kernel starts (after the database is ready); may return an awaitable."""


@hookspec
def shutdown(kernel: Kernel) -> Any:
    """Run when the kernel stops; may return an awaitable."""


@hookspec
def actor_from_request(request: Any) -> Any:
    """Return an ``Actor`` for a request this plugin can authenticate, or None (may be awaitable)."""


@hookspec
def permission_allowed(actor: Any, action: str, resource: Any) -> bool | None:
    """Return True/False to decide a permission check, or None to leave it to the roles."""


@hookspec
def on_event(event: Any) -> Any:
    """Receive every event published on the bus; may return an awaitable."""


@hookspec
def handle_exception(request: Any, exc: BaseException) -> Any:
    """Return a response for an exception this plugin understands, or None."""
