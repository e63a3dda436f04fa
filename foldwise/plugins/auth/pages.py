"""Web pages under ``/ui/profile``: sign in/up/out, profile, API keys (same store as REST)."""

from __future__ import annotations

from typing import Any

import time

from quart import Blueprint, g, redirect, render_template, request, session

from foldwise.plugins.auth import twofactor

from foldwise.plugins.auth.service import parse_expiry
from foldwise.sdk import (
    ApiError, DetailError, Unauthorized, User, accounts, api_keys, check_permission, current_actor, login_session,
    logout_session, public, safe_next,
)

__all__ = ["bp"]

bp = Blueprint("auth_pages", __name__, url_prefix="/ui/profile", template_folder="templates")
NO_STORE = {"Cache-Control": "no-store"}
#: Session key of a sign-in that passed the password and waits for its second factor.
OTP_PENDING = "otp_pending"
OTP_WINDOW_SECONDS = 300


async def _render(template: str, status: int = 200, headers: dict[str, str] | None = None,
                  **context: Any) -> Any:
    html = await render_template(template, actor=current_actor(), **context)
    return html, status, {**NO_STORE, **(headers or {})}


@bp.route("/login", methods=["GET", "POST"])
@public
async def login() -> Any:
    """Sign-in form; on success a session cookie and a redirect to ``next``."""
    target = safe_next(request.args.get("next"))
    if request.method == "GET":
        if current_actor() is not None:
            return redirect(target)
        # first run: nobody can sign in yet; the page leads to creating the administrator account
        return await _render("auth/login.html", next=target, first=not await User.exists())
    form = await request.form
    target = safe_next(form.get("next") or request.args.get("next"))
    if "otp" in form:
        return await _login_second_step(form.get("otp") or "", target)
    username = (form.get("username") or "").strip()
    try:
        user = await accounts.authenticate_password(username, form.get("password") or "")
    except DetailError as exc:
        return await _render("auth/login.html", exc.status, next=target, username=username, error=exc.detail)
    except ApiError as exc:  # inactive account, or 429 while the account is locked out (with Retry-After)
        return await _render("auth/login.html", exc.status, exc.headers, next=target, username=username,
                             error=exc.message)
    if await twofactor.is_enabled(user.id):
        session[OTP_PENDING] = {"uid": user.id, "at": int(time.time())}
        return await _render("auth/login.html", 401, next=target, otp_step=True)
    await login_session(user)
    return redirect(target, 303)


async def _login_second_step(code: str, target: str) -> Any:
    """The code form after a correct password (the user id waits in the session for 5 minutes)."""
    pending = session.get(OTP_PENDING)
    if not isinstance(pending, dict) or time.time() - int(pending.get("at", 0)) > OTP_WINDOW_SECONDS:
        session.pop(OTP_PENDING, None)
        return await _render("auth/login.html", 401, next=target,
                             error="The sign-in took too long. Enter your username and password again.")
    user = await User.get_or_none(id=pending.get("uid"))
    if user is None or not user.is_active:
        session.pop(OTP_PENDING, None)
        return await _render("auth/login.html", 401, next=target, error="Incorrect username or password")
    try:
        await twofactor.check_second_factor(g.kernel.settings, user, code.strip() or None)
    except (ApiError, DetailError):
        return await _render("auth/login.html", 401, next=target, otp_step=True,
                             error="That code is not right. Enter the current code from your app, or a recovery code.")
    await login_session(user)  # clears the session (the pending step with it)
    return redirect(target, 303)


@bp.route("/register", methods=["GET", "POST"])
@public
async def register() -> Any:
    """Sign-up form (closed when ``auth.registration_open`` is false)."""
    settings = g.kernel.settings
    first = not await User.exists()
    is_open = settings.auth.registration_open or first
    if request.method == "GET":
        return await _render("auth/register.html", open=is_open, first=first,
                             min_length=settings.auth.min_password_length)
    form = await request.form
    username = (form.get("username") or "").strip()
    email = (form.get("email") or "").strip() or None
    try:
        user = await accounts.register_user(settings, username, form.get("password") or "", email)
    except ApiError as exc:
        return await _render("auth/register.html", exc.status, open=is_open, first=first,
                             min_length=settings.auth.min_password_length, username=username,
                             email=email or "", error=exc.message)
    await login_session(user)
    if user.role == "admin" and not settings.setup_completed:  # the first account: choose the folders next
        return redirect("/ui/setup", 303)
    return redirect("/ui/", 303)


@bp.post("/logout")
async def logout() -> Any:
    """End the web session."""
    await logout_session()
    return redirect("/ui/profile/login", 303)


async def _user() -> User:
    actor = current_actor()
    user = await User.get_or_none(id=actor.user_id) if actor else None
    if user is None:
        raise Unauthorized()
    return user


@bp.get("")
async def profile() -> Any:
    """The signed-in user's account."""
    user = await _user()
    return await _render("auth/profile.html", user=accounts.user_record(user))


async def _keys_page(status: int = 200, **context: Any) -> Any:
    user = await _user()
    keys = await api_keys.list_api_keys(user.id)
    return await _render("auth/api_keys.html", status, user=accounts.user_record(user), keys=keys, **context)


@bp.get("/api-keys")
async def keys() -> Any:
    """Your API keys (never their secrets)."""
    return await _keys_page()


@bp.post("/api-keys/generate")
async def generate_key() -> Any:
    """Create a key and show it once."""
    await check_permission("api_keys.manage")
    form = await request.form
    name = (form.get("name") or "").strip()[:100]
    try:
        new = await api_keys.create_api_key(g.kernel.settings, await _user(), name,
                                            parse_expiry(form.get("expires_at")))
    except ApiError as exc:
        return await _keys_page(exc.status, error=exc.message, name=name)
    return await _keys_page(201, new_key=new.as_dict())


@bp.post("/api-keys/revoke")
async def revoke_key() -> Any:
    """Revoke one of your keys."""
    await check_permission("api_keys.manage")
    form = await request.form
    user = await _user()
    try:
        await api_keys.revoke_api_key((form.get("key_id") or "").strip(), user.id)
    except ApiError as exc:
        return await _keys_page(exc.status, error=exc.message)
    return redirect("/ui/profile/api-keys", 303)
