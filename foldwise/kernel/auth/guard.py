"""The request guard: who is calling (``g.actor``), may they call this route, and the rate limit.

``guard_request`` runs before every request (installed by ``create_app``).
Credentials, in order: ``X-API-Key``; ``Authorization: Bearer <JWT>`` (a Bearer
value shaped like an API key is refused); the ``actor_from_request`` hook; the
web session cookie (``/ui`` routes only).
"""

from __future__ import annotations

import inspect
import unicodedata
from functools import wraps
from typing import Any, Callable
from urllib.parse import quote, urlsplit

from quart import current_app, g, redirect, request, session

from foldwise.kernel.auth.actor import Actor
from foldwise.kernel.auth.api_keys import authenticate_api_key, looks_like_api_key
from foldwise.kernel.auth.csrf import UNSAFE_METHODS, validate_csrf
from foldwise.kernel.auth.models import User
from foldwise.kernel.auth.permissions import is_allowed
from foldwise.kernel.auth.scopes import scope_allows
from foldwise.kernel.auth.sessions import end_session, session_actor, start_session
from foldwise.kernel.auth.tokens import authenticate_access_token
from foldwise.kernel.errors import Forbidden, Unauthorized
from foldwise.kernel.plugins import gather
from foldwise.kernel.scope import scope_for_actor, use_scope

__all__ = [
    "guard_request",
    "resolve_actor",
    "require",
    "current_actor",
    "check_permission",
    "login_session",
    "logout_session",
    "safe_next",
    "LOGIN_PAGE",
]

LOGIN_PAGE = "/ui/profile/login"
SESSION_USER = "uid"
#: The server-side session (``foldwise.kernel.auth.sessions``) the web cookie belongs to.
SESSION_ID = "sid"


def current_actor() -> Actor | None:
    """The authenticated actor of the current request (None on public routes without credentials)."""
    return getattr(g, "actor", None)


def _is_ui(path: str) -> bool:
    return path == "/ui" or path.startswith("/ui/")


async def guard_request(app: Any, kernel: Any) -> Any:
    """Authenticate the request, refuse it (401/403/CSRF) or redirect to sign-in, then rate-limit it."""
    g.kernel = kernel
    g.actor = None
    use_scope(None)
    endpoint = request.endpoint
    if endpoint is None:  # no route matched: let routing answer 404/405
        if _is_ui(request.path):  # the error page's header still knows who is signed in
            try:
                g.actor = await _session_actor()
            except Exception:  # noqa: BLE001 - a bad cookie: the page shows "Sign in"
                g.actor = None
        return None
    if endpoint == "static" or endpoint.endswith(".static"):
        return None
    view = app.view_functions.get(endpoint)
    ui = _is_ui(request.path)
    if getattr(view, "_foldwise_public", False):
        if ui:
            g.actor = await _session_actor()
            if request.method in UNSAFE_METHODS:
                await validate_csrf()
        await _rate_limit(kernel, g.actor)
        return None
    try:
        actor = await resolve_actor(kernel, ui)
    except Unauthorized:
        await _rate_limit(kernel, None)
        raise
    if actor is None:
        await _rate_limit(kernel, None)
        if ui:
            return _login_redirect()
        raise Unauthorized()
    if not actor.is_active:
        raise Forbidden("this account is inactive")
    if actor.scopes and not scope_allows(view, actor.scopes):
        await _rate_limit(kernel, actor)
        raise Forbidden("this API key's scopes do not allow this route",
                        details={"scopes": list(actor.scopes)})
    g.actor = actor
    use_scope(await scope_for_actor(actor))
    if ui and actor.via == "session" and request.method in UNSAFE_METHODS:
        await validate_csrf()
    await _rate_limit(kernel, actor)
    return None


async def resolve_actor(kernel: Any, ui: bool = False) -> Actor | None:
    """The actor proven by this request's credentials; None without any; 401 for bad ones."""
    settings = kernel.settings
    api_key = request.headers.get("X-API-Key")
    if api_key:
        return await authenticate_api_key(settings, api_key.strip())
    authorization = request.headers.get("Authorization")
    if authorization:
        scheme, _, value = authorization.partition(" ")
        value = value.strip()
        if scheme.lower() != "bearer" or not value:
            raise Unauthorized("use Authorization: Bearer <access token> or the X-API-Key header")
        if looks_like_api_key(value):
            raise Unauthorized("API keys are accepted only in the X-API-Key header")
        return await authenticate_access_token(settings, value)
    for result in await gather(kernel.pm.hook.actor_from_request(request=request, kernel=kernel)):
        if isinstance(result, Actor):
            return result
    if ui:
        return await _session_actor()
    return None


async def _session_actor() -> Actor | None:
    """The web session's actor when its server-side session is live and its user active, else None."""
    uid = session.get(SESSION_USER)
    if not isinstance(uid, int):
        return None
    try:
        actor: Actor | None = await session_actor(uid, session.get(SESSION_ID), "session")
    except Unauthorized:  # the session ended or the user is gone
        actor = None
    if actor is None or not actor.is_active:
        session.pop(SESSION_USER, None)
        session.pop(SESSION_ID, None)
        return None
    return actor


async def login_session(user: User) -> None:
    """Start a web session for ``user``: a new server-side session and a fresh cookie (no fixation)."""
    from foldwise.kernel.auth.csrf import rotate_csrf_token

    session.clear()
    session[SESSION_USER] = user.id
    session[SESSION_ID] = await start_session(user.id, "web")
    rotate_csrf_token()


async def logout_session() -> None:
    """End the web session server side (a saved copy of the cookie stops working) and clear the cookie."""
    from foldwise.kernel.auth.csrf import rotate_csrf_token

    sid = session.get(SESSION_ID)
    await end_session(sid if isinstance(sid, str) else None)
    session.clear()
    rotate_csrf_token()


#: Unicode categories refused in ``next``: controls (browsers drop tabs and newlines from URLs, so
#: ``/\t/evil.example`` would become ``//evil.example``), format characters, separators, surrogates.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
#: Characters kept as they are in ``next``; everything else is percent-encoded (an ASCII Location header).
_NEXT_SAFE = "/?&=#%:@!$'()*+,;~"


def safe_next(value: str | None, default: str = "/ui/") -> str:
    """A same-site path to return to after sign-in, else ``default``.

    Accepted: one leading ``/`` (not ``//``), no backslash, no control or format character, no scheme or
    host. The answer is percent-encoded ASCII, safe to put in a ``Location`` header.
    """
    if not isinstance(value, str) or not value.startswith("/") or value.startswith("//") or "\\" in value:
        return default
    if any(unicodedata.category(char) in _REFUSED_CATEGORIES for char in value):
        return default
    parts = urlsplit(value)
    if parts.scheme or parts.netloc:
        return default
    return quote(value, safe=_NEXT_SAFE)


def _login_redirect() -> Any:
    target = request.path + (f"?{request.query_string.decode()}" if request.query_string else "")
    if request.method not in ("GET", "HEAD"):
        target = "/ui/"
    location = f"{LOGIN_PAGE}?next={quote(target, safe='/')}"
    if request.headers.get("HX-Request"):
        return "", 401, {"HX-Redirect": location}
    return redirect(location, 303 if request.method not in ("GET", "HEAD") else 302)


async def _rate_limit(kernel: Any, actor: Actor | None) -> None:
    limiter = getattr(kernel, "ratelimiter", None)
    if limiter is None:
        return
    headers = limiter.check(request, actor)
    if inspect.isawaitable(headers):
        headers = await headers
    if headers:
        g.rate_headers = dict(headers)


async def check_permission(permission: str, resource: Any = None) -> None:
    """Raise 401 without an actor and 403 ``forbidden`` when the actor may not do ``permission``."""
    actor = current_actor()
    if actor is None:
        raise Unauthorized()
    if not await is_allowed(g.kernel, actor, permission, resource):
        raise Forbidden(f"you need the {permission!r} permission")


def require(permission: str) -> Callable[[Any], Any]:
    """View decorator: the current actor must hold ``permission`` (401 without one, 403 otherwise)."""

    def decorator(view: Any) -> Any:
        @wraps(view)
        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            await check_permission(permission)
            return await current_app.ensure_async(view)(*args, **kwargs)

        wrapper._foldwise_permission = permission  # type: ignore[attr-defined]
        return wrapper

    return decorator
