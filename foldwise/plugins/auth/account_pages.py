"""Web pages for the account: edit, avatar, account settings (password, two-factor), forgotten password,
appearance. Thin adapters over ``profile``, ``passwords`` and ``twofactor``; every form posts and redirects."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, Response, flash, g, redirect, render_template, request

from foldwise.plugins.auth import passwords, profile, twofactor
from foldwise.plugins.auth.models import THEMES
from foldwise.sdk import ApiError, NotFound, Unauthorized, User, current_actor, logout_session, public, back_to

__all__ = ["bp"]

bp = Blueprint("auth_account_pages", __name__, url_prefix="/ui", template_folder="templates")
NO_STORE = {"Cache-Control": "no-store"}


async def _render(template: str, status: int = 200, **context: Any) -> Any:
    html = await render_template(template, actor=current_actor(), **context)
    return html, status, NO_STORE


async def _me() -> User:
    actor = current_actor()
    user = await User.get_or_none(id=actor.user_id) if actor else None
    if user is None:
        raise Unauthorized()
    return user


# ---- forgotten password (public) -------------------------------------------------------------


@bp.route("/profile/forgot-password", methods=["GET", "POST"])
@public
async def forgot_password() -> Any:
    """Ask for a reset link; the answer never tells whether the account exists."""
    mail_on = bool(passwords.mail_config(g.kernel).host)
    if request.method == "GET":
        return await _render("auth/forgot_password.html", mail_on=mail_on)
    form = await request.form
    await passwords.forgot_password(g.kernel, (form.get("username_or_email") or "")[:254])
    return await _render("auth/forgot_password.html", 202, mail_on=mail_on, sent=True)


@bp.route("/profile/reset-password", methods=["GET", "POST"])
@public
async def reset_password() -> Any:
    """Choose a new password with the token of a reset link."""
    minimum = g.kernel.settings.auth.min_password_length
    if request.method == "GET":
        return await _render("auth/reset_password.html", token=request.args.get("token", "")[:200],
                             min_length=minimum)
    form = await request.form
    token = (form.get("token") or "")[:200]
    new, again = form.get("new_password") or "", form.get("confirm_password") or ""
    if new != again:
        return await _render("auth/reset_password.html", 400, token=token, min_length=minimum,
                             error="The two passwords are not the same.")
    try:
        await passwords.reset_password(g.kernel, token, new)
    except ApiError as exc:
        return await _render("auth/reset_password.html", exc.status, token=token, min_length=minimum,
                             error=exc.message)
    await logout_session()
    await flash("Your password is changed. Sign in with the new one.", "success")
    return redirect("/ui/profile/login", 303)


# ---- profile edit and avatar -----------------------------------------------------------------


@bp.route("/profile/edit", methods=["GET", "POST"])
async def edit() -> Any:
    """Display name and email."""
    user = await _me()
    if request.method == "GET":
        return await _render("auth/edit.html", account=await profile.account_record(user))
    form = await request.form
    try:
        await profile.update_account(user, form.get("email"), form.get("display_name") or "", email_set=True)
    except ApiError as exc:
        account = {**await profile.account_record(user), "email": form.get("email"),
                   "display_name": form.get("display_name")}
        return await _render("auth/edit.html", exc.status, account=account, error=exc.message)
    await flash("Profile saved.", "success")
    return redirect("/ui/profile/edit", 303)


@bp.post("/profile/edit-avatar")
async def edit_avatar() -> Any:
    """Upload an avatar (re-encoded to a 256 px PNG)."""
    user = await _me()
    files = await request.files
    storage = files.get("avatar")
    try:
        if storage is None or not storage.filename:
            raise ApiError("Choose an image file first.", code="invalid_image")
        await profile.set_avatar(user.id, storage.read(profile.MAX_AVATAR_BYTES + 1))
    except ApiError as exc:
        return await _render("auth/edit.html", exc.status, account=await profile.account_record(user),
                             error=exc.message)
    await flash("Avatar saved.", "success")
    return redirect("/ui/profile/edit", 303)


@bp.get("/profile/avatar/<int:user_id>")
async def avatar(user_id: int) -> Any:
    """A user's avatar PNG, or an SVG with their initial when they have none."""
    png = await profile.avatar_png(user_id)
    headers = {"Cache-Control": "private, max-age=300", "X-Content-Type-Options": "nosniff"}
    if png is not None:
        return Response(png, mimetype="image/png", headers=headers)
    user = await User.get_or_none(id=user_id)
    if user is None:
        raise NotFound("no such user")
    initial = (user.username[:1] or "?").upper()
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">'
           '<rect width="256" height="256" fill="#3a5f8f"/><text x="128" y="168" font-size="128" '
           f'text-anchor="middle" fill="#fff" font-family="sans-serif">{_escape(initial)}</text></svg>')
    return Response(svg, mimetype="image/svg+xml", headers={**headers, "Content-Security-Policy": "default-src 'none'"})


def _escape(text: str) -> str:
    from markupsafe import escape

    return str(escape(text))


# ---- account settings: password and two-factor -------------------------------------------------


async def _settings_page(status: int = 200, **context: Any) -> Any:
    user = await _me()
    enrolling = await twofactor.pending_enrolment(g.kernel.settings, user)
    qr = twofactor.qr_svg(enrolling["otpauth_uri"]) if enrolling else None
    return await _render("auth/account_settings.html", status, account=await profile.account_record(user),
                         enrolling=enrolling, qr=qr,
                         min_length=g.kernel.settings.auth.min_password_length, **context)


@bp.get("/profile/account-settings")
async def account_settings() -> Any:
    """Password and two-factor sign-in."""
    return await _settings_page()


@bp.post("/profile/account-settings/password")
async def change_password() -> Any:
    """Change the password; every other session of the account ends."""
    form = await request.form
    new, again = form.get("new_password") or "", form.get("confirm_password") or ""
    if new != again:
        return await _settings_page(400, password_error="The two new passwords are not the same.")
    actor = current_actor()
    try:
        await passwords.change_password(g.kernel, await _me(), form.get("current_password") or "", new,
                                        actor.session_id if actor else None)
    except ApiError as exc:
        return await _settings_page(exc.status, password_error=exc.message)
    await flash("Password changed. Your other sessions are signed out.", "success")
    return redirect("/ui/profile/account-settings", 303)


@bp.post("/profile/account-settings/2fa")
async def two_factor() -> Any:
    """``action`` = ``enroll`` (new secret and QR code), ``confirm`` (with ``code``) or ``disable``
    (with ``password`` and ``code``)."""
    form = await request.form
    action = form.get("action")
    settings = g.kernel.settings
    user = await _me()
    try:
        if action == "enroll":
            await twofactor.enroll(settings, user)
            return redirect("/ui/profile/account-settings#two-factor", 303)
        if action == "confirm":
            codes = await twofactor.confirm(settings, user, form.get("code") or "")
            return await _settings_page(200, recovery_codes=codes)
        if action == "disable":
            await twofactor.disable(settings, user, form.get("password") or "", form.get("code") or "")
            await flash("Two-factor sign-in is off.", "success")
            return redirect("/ui/profile/account-settings", 303)
    except ApiError as exc:
        return await _settings_page(exc.status, twofa_error=exc.message)
    return await _settings_page(400, twofa_error="Unknown action.")


# ---- appearance (per user) ----------------------------------------------------------------------


@bp.route("/settings/appearance", methods=["GET", "POST"])
async def appearance() -> Any:
    """Light, dark or automatic colours, stored with the account (every browser it signs in on)."""
    user = await _me()
    if request.method == "GET":
        return await _render("auth/appearance.html", theme=await profile.theme_of(user.id), themes=THEMES)
    form = await request.form
    choice = form.get("theme") or "auto"
    try:
        await profile.set_theme(user.id, choice)
    except ApiError as exc:
        return await _render("auth/appearance.html", exc.status, theme=await profile.theme_of(user.id),
                             themes=THEMES, error=exc.message)
    await flash(f"Theme set to {choice}.", "success")
    return redirect(back_to(form.get("next"), "/ui/settings/appearance"), 303)
