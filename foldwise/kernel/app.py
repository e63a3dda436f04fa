"""``create_app(settings)``: the Quart application around one ``Kernel``."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from dataclasses import is_dataclass

from quart import Quart, g, has_request_context, request
from quart.sessions import SecureCookieSession, SecureCookieSessionInterface

from foldwise import __version__
from foldwise.kernel.core import Kernel
from foldwise.kernel.errors import install_error_handlers
from foldwise.kernel.jsonbody import FoldwiseRequest
from foldwise.kernel.settings import Settings, load_settings
from foldwise.kernel.web_security import response_headers

__all__ = ["build_app", "create_app", "public"]

log = logging.getLogger("foldwise.app")
VENDOR = "/static/vendor"


class ApiAwareSessionInterface(SecureCookieSessionInterface):
    """Quart's signed-cookie session, opened only where it is used (``/ui``): API calls skip the cookie work.
    The cookie is ``Secure`` when ``web.secure_cookies`` is on (read live)."""

    def get_cookie_secure(self, app: Any) -> bool:
        return bool(app.kernel.settings.web.secure_cookies)

    async def open_session(self, app: Any, request: Any) -> Any:
        if not request.path.startswith("/ui"):
            return SecureCookieSession()
        return await super().open_session(app, request)

    async def save_session(self, app: Any, session: Any, response: Any) -> None:
        if response is None or not has_request_context() or not request.path.startswith("/ui"):
            return  # API calls and WebSocket handshakes (a refused one has a response) keep no session
        await super().save_session(app, session, response)


def _install_fast_make_response(app: Quart) -> None:
    """Replace quart-schema's response conversion by one that only converts models.

    quart-schema builds a pydantic ``TypeAdapter`` for every plain ``dict`` a view returns (about a
    third of a small request's cost); plain values need no conversion because the JSON provider it
    installs serialises nested models anyway.
    """
    from pydantic import BaseModel
    from quart_schema.conversion import convert_response_return_value

    original = Quart.make_response.__get__(app)

    async def make_response(result: Any) -> Any:
        value = result[0] if isinstance(result, tuple) and result else result
        if isinstance(value, BaseModel) or is_dataclass(value):
            result = convert_response_return_value(result)
        elif isinstance(value, str) and not value.isascii():
            shown = _displayable(value)
            if shown is not value:
                result = (shown, *result[1:]) if isinstance(result, tuple) else shown
        return await original(result)

    app.make_response = make_response  # type: ignore[method-assign]


def _displayable(text: str) -> str:
    """``text`` itself, or with the bytes of a file name that is not UTF-8 (held as surrogate escapes) written
    as ``\\xNN``: a page that shows such a name renders instead of failing to encode."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return text


def public(view: Any) -> Any:
    """Mark a view as public: it needs no credentials (the contract's public-route list)."""
    getattr(view, "__func__", view)._foldwise_public = True  # bound methods: mark the function
    return view


def create_app(settings: Settings | None = None, kernel: Kernel | None = None) -> Quart:
    """The service's app: the first generation of ``build_app`` behind an ``AppSwitch`` (its ``asgi_app``), which
    owns the kernel's start and stop and swaps in a new generation when plugins are reloaded."""
    from foldwise.kernel.switch import AppSwitch

    kernel = kernel or Kernel(settings or load_settings())
    app = build_app(kernel)
    app.switch = AppSwitch(kernel, app, build_app)  # type: ignore[attr-defined]
    app.asgi_app = app.switch  # type: ignore[method-assign]
    return app


def build_app(kernel: Kernel) -> Quart:
    """One app generation for the kernel's current plugins: blueprints mounted, guards and error handlers
    installed. It neither starts nor stops the kernel (the switch does)."""
    from quart_schema import QuartSchema

    settings = kernel.settings
    ui_root = Path(__file__).resolve().parent.parent / "ui"
    app = Quart(
        "foldwise",
        static_folder=str(ui_root / "static"),
        static_url_path="/static",
        template_folder=str(ui_root / "templates"),
    )
    app.kernel = kernel  # type: ignore[attr-defined]
    app.request_class = FoldwiseRequest
    app.config.update(
        MAX_CONTENT_LENGTH=settings.server.max_upload_bytes,
        BODY_TIMEOUT=600,
        SECRET_KEY=settings.secret_key(),
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SAMESITE="Lax",
        SESSION_COOKIE_NAME="foldwise_session",
        QUART_SCHEMA_SWAGGER_JS_URL=f"{VENDOR}/swagger-ui/swagger-ui-bundle.js",
        QUART_SCHEMA_SWAGGER_CSS_URL=f"{VENDOR}/swagger-ui/swagger-ui.css",
        QUART_SCHEMA_REDOC_JS_URL=f"{VENDOR}/redoc/redoc.standalone.js",
        QUART_SCHEMA_CONVERT_CASING=False,
    )
    user_templates = settings.home / "templates"
    if user_templates.is_dir():
        import jinja2

        app.jinja_loader = jinja2.ChoiceLoader([jinja2.FileSystemLoader(str(user_templates)), app.jinja_loader])
    QuartSchema(
        app,
        info={"title": "foldwise", "version": __version__,
              "description": "Self-hosted file organization service."},
        openapi_path="/openapi.json",
        swagger_ui_path="/docs",
        redoc_ui_path="/redoc",
        scalar_ui_path=None,
        security_schemes={
            "apiKey": {"type": "apiKey", "in_": "header", "name": "X-API-Key"},
            "bearer": {"type": "http", "scheme": "bearer", "bearer_format": "JWT"},
        },
        security=[{"apiKey": []}, {"bearer": []}],
    )
    _install_fast_make_response(app)
    app.session_interface = ApiAwareSessionInterface()
    from foldwise.kernel.openapi import install_openapi

    install_openapi(app)
    for view in ("openapi", "swagger_ui", "redoc_ui", "static"):
        fn = app.view_functions.get(view)
        if fn is not None:
            public(fn)
    install_error_handlers(app)
    kernel.pm.hook.prepare_jinja_environment(env=app.jinja_env)

    from foldwise.kernel.events.ws import bp as events_ws_bp

    app.register_blueprint(events_ws_bp)
    for bp in kernel.pm.collect("register_blueprints"):
        app.register_blueprint(bp)

    from foldwise.kernel.auth.guard import guard_request
    from foldwise.kernel.cors import cors_headers, preflight
    from foldwise.kernel.limits import enforce_body_limit

    @app.before_request
    async def _guard() -> Any:
        """CORS preflights first, body size (413 before anything is read), then credentials, permissions and
        rate limits."""
        answer = preflight(request, kernel.settings)
        if answer is not None:
            return answer
        await enforce_body_limit()
        return await guard_request(app, kernel)

    @app.before_websocket
    async def _ws_guard() -> Any:
        g.kernel = kernel

    @app.after_request
    async def _headers(response: Any) -> Any:
        headers = response.headers
        extra = [*getattr(g, "rate_headers", {}).items(), *response_headers(request.path, kernel.settings),
                 *cors_headers(request, kernel.settings)]
        headers.extend([(key, value) for key, value in extra if key not in headers])  # one pass, no overwrite
        return response

    return app
