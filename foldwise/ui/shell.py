"""Install the web shell on an app: template search order, Jinja globals, per-render context.

Template search order: user overrides (``<home>/templates``), plugin templates
(blueprint folders, in registration order), then the shell's defaults.
Every render gets ``menu_links`` (from the ``menu_links`` hook), ``actor`` and
the variables of every ``extra_template_vars`` hook.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Callable

import jinja2

__all__ = ["TEMPLATES", "ShellLoader", "install_shell", "csrf_token", "shell_context"]

log = logging.getLogger("foldwise.ui")
TEMPLATES = Path(__file__).resolve().parent / "templates"


class ShellLoader(jinja2.BaseLoader):
    """User overrides, then plugin templates, then the shell's defaults."""

    def __init__(self, app: Any, user_dir: Path | None) -> None:
        self.app = app
        self.user_dir = user_dir
        self.defaults = jinja2.FileSystemLoader(str(TEMPLATES))

    def _loaders(self) -> list[jinja2.BaseLoader]:
        loaders: list[jinja2.BaseLoader] = []
        if self.user_dir is not None and self.user_dir.is_dir():
            loaders.append(jinja2.FileSystemLoader(str(self.user_dir)))
        for blueprint in self.app.iter_blueprints():
            if blueprint.jinja_loader is not None:
                loaders.append(blueprint.jinja_loader)
        loaders.append(self.defaults)
        return loaders

    def get_source(self, environment: jinja2.Environment, template: str) -> tuple[str, str | None, Callable[[], bool] | None]:
        for loader in self._loaders():
            try:
                return loader.get_source(environment, template)
            except jinja2.TemplateNotFound:
                continue
        raise jinja2.TemplateNotFound(template)

    def list_templates(self) -> list[str]:
        names: set[str] = set()
        for loader in self._loaders():
            try:
                names.update(loader.list_templates())
            except TypeError:
                continue
        return sorted(names)


def csrf_token() -> str:
    """The CSRF token of the current session (the auth subsystem owns the logic)."""
    from foldwise.kernel.auth import csrf

    return csrf.csrf_token()


def _current_actor() -> Any:
    from quart import g

    return getattr(g, "actor", None)


async def shell_context(app: Any, template_name: str | None) -> dict[str, Any]:
    """Variables every shell page needs: the actor, navigation links and plugin extras."""
    from quart import request

    from foldwise.kernel.plugins import gather

    kernel = app.kernel
    actor = _current_actor()
    context: dict[str, Any] = {"actor": actor}
    links: list[dict[str, str]] = []
    try:
        for result in await gather(kernel.pm.hook.menu_links(request=request, user=actor, kernel=kernel)):
            links.extend(result)
    except Exception:  # noqa: BLE001 - a broken plugin must not break every page
        log.exception("menu_links hook failed")
    context["menu_links"] = links
    try:
        template = template_name or ""
        for extra in await gather(kernel.pm.hook.extra_template_vars(template=template, request=request,
                                                                     kernel=kernel)):
            context.update(extra)
    except Exception:  # noqa: BLE001
        log.exception("extra_template_vars hook failed")
    return context


async def _before_render(sender: Any, template: Any = None, context: dict[str, Any] | None = None, **_: Any) -> None:
    """Signal receiver: add the shell context to every template rendered by a shell app."""
    from quart import has_request_context

    if context is None or not getattr(sender, "_foldwise_shell", False) or not has_request_context():
        return
    extra = await shell_context(sender, getattr(template, "name", None))
    for key, value in extra.items():
        context.setdefault(key, value)


_connected = False


def install_shell(app: Any) -> None:
    """Make ``app`` serve shell pages (idempotent)."""
    global _connected
    if getattr(app, "_foldwise_shell", False):
        return
    from quart.signals import before_render_template

    app._foldwise_shell = True
    kernel = getattr(app, "kernel", None)
    user_dir = kernel.settings.home / "templates" if kernel is not None else None
    app.jinja_env.loader = ShellLoader(app, user_dir)
    app.jinja_env.globals["csrf_token"] = csrf_token
    if not _connected:
        before_render_template.connect(_before_render)
        _connected = True
