"""The runtime and UI kernel hooks, driven through a real app by a test plugin that implements them."""

from __future__ import annotations

from typing import Any

import pluggy
from quart import Blueprint

from conftest import make_settings, register_and_login
from foldwise.kernel.hookspecs import hookimpl, hookspec


class CustomFailure(Exception):
    pass


class OwnSpecs:
    @hookspec
    def hooktest_ping(self) -> list[str]:
        """A hookspec added by the test plugin through ``addhooks``."""


class HookPlugin:
    def __init__(self) -> None:
        self.calls: list[str] = []
        self.events: list[str] = []

    @hookimpl
    def addhooks(self, pm: pluggy.PluginManager) -> None:
        pm.add_hookspecs(OwnSpecs)
        self.calls.append("addhooks")

    @hookimpl
    def hooktest_ping(self) -> list[str]:
        return ["pong"]

    @hookimpl
    def register_models(self) -> list[str]:
        return ["plugins.hook_models"]

    @hookimpl
    def register_event_types(self) -> list[str]:
        return ["hooktest_happened"]

    @hookimpl
    def register_blueprints(self) -> list[Any]:
        bp = Blueprint("hooktest", __name__, url_prefix="/api/v1/hooktest")

        @bp.get("/boom")
        async def boom() -> Any:
            raise CustomFailure("custom")

        @bp.get("/secret")
        async def secret() -> Any:
            from foldwise.kernel.auth.guard import check_permission

            await check_permission("hooktest.secret")
            return {"success": True, "data": {"ok": True}}

        @bp.get("/page")
        async def page() -> Any:
            from quart import render_template_string

            return await render_template_string("{{ 'x' | shout }} {{ hooktest_var }}")

        return [bp]

    @hookimpl
    def prepare_jinja_environment(self, env: Any) -> None:
        env.filters["shout"] = lambda value: str(value).upper() + "!"

    @hookimpl
    def extra_template_vars(self, template: str, request: Any) -> dict[str, Any]:
        return {"hooktest_var": "extra"}

    @hookimpl
    async def actor_from_request(self, request: Any) -> Any:
        from foldwise.kernel.auth.actor import Actor

        if request.headers.get("X-Hooktest") == "let-me-in":
            return Actor(user_id=999, username="robot", role="viewer", via="plugin")
        return None

    @hookimpl
    def permission_allowed(self, actor: Any, action: str, resource: Any) -> bool | None:
        if action == "hooktest.secret":
            return actor.username == "robot"
        return None

    @hookimpl
    def handle_exception(self, request: Any, exc: BaseException) -> Any:
        if isinstance(exc, CustomFailure):
            return {"error": "custom_failure", "message": "handled by a plugin", "details": None}, 418
        return None

    @hookimpl
    async def on_event(self, event: Any) -> None:
        self.events.append(event.type)

    @hookimpl
    async def startup(self, kernel: Any) -> None:
        from plugins.hook_models import HookNote

        await HookNote.create(text="started")
        self.calls.append("startup")

    @hookimpl
    def shutdown(self, kernel: Any) -> None:
        self.calls.append("shutdown")

    @hookimpl
    def menu_links(self, request: Any, user: Any) -> list[dict[str, str]]:
        return [{"href": "/ui/hooktest", "label": "HookTest"}]

    @hookimpl
    async def dashboard_panels(self, request: Any, user: Any) -> list[dict[str, Any]]:
        return [{"title": "Hook panel", "html": "<p>panel body</p>"}]


class KernelSeer:
    """Implements every request-time hook with the ``kernel`` argument only, recording the kernel it gets."""

    REQUEST_TIME = ("menu_links", "extra_template_vars", "dashboard_panels", "actor_from_request",
                    "permission_allowed", "on_event", "handle_exception")

    def __init__(self) -> None:
        self.seen: dict[str, list[Any]] = {}

    def _saw(self, hook: str, kernel: Any) -> None:
        self.seen.setdefault(hook, []).append(kernel)

    @hookimpl
    def menu_links(self, kernel: Any) -> list[dict[str, str]]:
        self._saw("menu_links", kernel)
        return []

    @hookimpl
    def extra_template_vars(self, kernel: Any) -> None:
        self._saw("extra_template_vars", kernel)

    @hookimpl
    async def dashboard_panels(self, kernel: Any) -> list[dict[str, Any]]:
        self._saw("dashboard_panels", kernel)
        return []

    @hookimpl
    def actor_from_request(self, kernel: Any) -> None:
        self._saw("actor_from_request", kernel)

    @hookimpl
    async def permission_allowed(self, action: str, kernel: Any) -> None:
        self._saw("permission_allowed", kernel)

    @hookimpl
    def on_event(self, kernel: Any) -> None:
        self._saw("on_event", kernel)

    @hookimpl
    def handle_exception(self, kernel: Any) -> None:
        self._saw("handle_exception", kernel)


async def test_kernel_hooks_through_a_real_app(home, root) -> None:
    from foldwise.kernel.app import create_app
    from foldwise.kernel.core import Kernel
    from foldwise.kernel.plugins import build_plugin_manager

    plugin = HookPlugin()
    pm = build_plugin_manager()
    pm.register(plugin, name="hooktest")
    seer = KernelSeer()
    pm.register(seer, name="kernel_seer")
    plugin.addhooks(pm)  # the manager was built already: publish the spec the way ``addhooks`` does
    assert pm.hook.hooktest_ping() == [["pong"]]
    kernel = Kernel(make_settings(home, [root]), pm=pm)
    assert "hooktest_happened" in kernel.event_types
    assert kernel.model_modules["hooktest"] == ["plugins.hook_models"]
    app = create_app(kernel=kernel)
    async with app.test_app() as test_app:
        assert "startup" in plugin.calls
        from plugins.hook_models import HookNote

        assert await HookNote.filter(text="started").count() == 1
        client = test_app.test_client()
        # handle_exception
        response = await client.get("/api/v1/hooktest/boom", headers={"X-Hooktest": "let-me-in"})
        assert response.status_code == 418
        assert (await response.get_json())["error"] == "custom_failure"
        # actor_from_request + permission_allowed (a viewer allowed by the plugin's vote)
        assert (await client.get("/api/v1/hooktest/secret")).status_code == 401
        response = await client.get("/api/v1/hooktest/secret", headers={"X-Hooktest": "let-me-in"})
        assert response.status_code == 200
        admin = await register_and_login(client, "admin")
        response = await client.get("/api/v1/hooktest/secret", headers=admin)
        assert response.status_code == 403  # the plugin's False beats the admin role
        # prepare_jinja_environment + extra_template_vars
        response = await client.get("/api/v1/hooktest/page", headers=admin)
        assert (await response.get_data()).decode() == "X! extra"
        # menu_links + dashboard_panels on the shell's home page
        html = (await (await client.get("/ui/", headers={**admin, "Accept": "text/html"})).get_data()).decode()
        assert 'href="/ui/hooktest"' in html and "Hook panel" in html and "<p>panel body</p>" in html
        # on_event
        await kernel.bus.publish("hooktest_happened", {"n": 1})
        await kernel.bus.wait_hooks()
        assert "hooktest_happened" in plugin.events
    assert "shutdown" in plugin.calls
    # every request-time hook was given the kernel serving the request
    assert set(seer.seen) == set(KernelSeer.REQUEST_TIME)
    for hook, kernels in seer.seen.items():
        assert all(k is kernel for k in kernels), hook
