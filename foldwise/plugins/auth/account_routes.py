"""REST adapters for accounts: profile, avatar, password change and reset, two-factor, user admin."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, Response, g, request
from quart_schema import document_response, tag, validate_request, validate_response

from foldwise.plugins.auth import passwords, profile, twofactor, users
from foldwise.plugins.auth.account_schemas import (
    AcceptedEnvelope,
    AccountEnvelope,
    AccountPatch,
    AvatarForm,
    DoneEnvelope,
    EnrollEnvelope,
    ForgotIn,
    OtpCodeIn,
    PasswordChangeIn,
    RecoveryEnvelope,
    ResetIn,
    ResetLinkEnvelope,
    TwoFactorDisableIn,
    UserCreateIn,
    UserListEnvelope,
    UserPatch,
)
from foldwise.plugins.auth.schemas import ErrorBody, UserEnvelope, ValidationBody
from foldwise.sdk import (
    ApiError, InvalidId, NotFound, Unauthorized, User, accounts, current_actor, document_form, document_raw_response, ok,
    public, require, validation_error_body,
)

__all__ = ["bp"]

bp = Blueprint("auth_account", __name__, url_prefix="/api/v1")


async def _me() -> User:
    actor = current_actor()
    user = await User.get_or_none(id=actor.user_id) if actor else None
    if user is None:
        raise Unauthorized()
    return user


def _user_id(raw: str) -> int:
    """A user id from the path: 400 ``invalid_id`` unless a positive integer."""
    if not raw.isdigit() or len(raw) > 12 or int(raw) < 1:
        raise InvalidId("user ids are positive integers")
    return int(raw)


# ---- the signed-in account -----------------------------------------------------------


@bp.get("/account")
@tag(["account"])
@validate_response(AccountEnvelope, 200)
@document_response(ErrorBody, 401)
async def get_account() -> Any:
    """Your account: the user record plus display name, theme, avatar and two-factor state."""
    return ok(await profile.account_record(await _me()))


@bp.patch("/account")
@tag(["account"])
@validate_request(AccountPatch)
@validate_response(AccountEnvelope, 200)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 401)
@document_response(ValidationBody, 422)
async def patch_account(data: AccountPatch) -> Any:
    """Change your ``email``, ``display_name`` or ``theme`` (fields left out stay as they are)."""
    user = await _me()
    if data.theme is not None:
        await profile.set_theme(user.id, data.theme)
    record = await profile.update_account(user, data.email, data.display_name,
                                          email_set="email" in data.model_fields_set)
    return ok(record)


@bp.post("/account/password")
@tag(["account"])
@validate_request(PasswordChangeIn)
@validate_response(DoneEnvelope, 200)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 401)
@document_response(ValidationBody, 422)
async def change_password(data: PasswordChangeIn) -> Any:
    """Change your password. Every other session, access token and refresh token of yours stops working at
    once; the one making this call stays signed in. 400 ``invalid_password``."""
    actor = current_actor()
    await passwords.change_password(g.kernel, await _me(), data.current_password, data.new_password,
                                    actor.session_id if actor else None)
    return ok({"done": True})


@bp.post("/account/avatar")
@tag(["account"])
@document_form(AvatarForm)
@validate_response(AccountEnvelope, 200)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 401)
@document_response(ValidationBody, 422)
async def upload_avatar() -> Any:
    """Upload an avatar (multipart ``file``, at most 2 MiB); it is re-encoded to a 256 px PNG.
    400 ``invalid_image`` or ``file_too_large``."""
    files = await request.files
    storage = files.get("file")
    if storage is None:
        return validation_error_body([{"loc": ["file"], "msg": "Field required"}]), 422
    data = storage.read(profile.MAX_AVATAR_BYTES + 1)
    user = await _me()
    await profile.set_avatar(user.id, data)
    return ok(await profile.account_record(user))


@bp.get("/users/<user_id>/avatar")
@tag(["account"])
@document_raw_response(200, "image/png", "<PNG bytes>", "the user's 256 px avatar")
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 401)
@document_response(ErrorBody, 404)
async def get_avatar(user_id: str) -> Any:
    """A user's avatar PNG (any signed-in user may see it); 404 when none was uploaded."""
    png = await profile.avatar_png(_user_id(user_id))
    if png is None:
        raise NotFound("this user has no avatar")
    return Response(png, mimetype="image/png", headers={"Cache-Control": "private, max-age=300",
                                                        "X-Content-Type-Options": "nosniff"})


# ---- forgotten passwords ----------------------------------------------------------------


@bp.post("/auth/forgot-password")
@public
@tag(["auth"])
@validate_request(ForgotIn)
@validate_response(AcceptedEnvelope, 202)
@document_response(ValidationBody, 422)
@document_response(ErrorBody, 429)
async def forgot_password(data: ForgotIn) -> Any:
    """Ask for a password reset link by mail. Always 202, whether or not the account exists."""
    await passwords.forgot_password(g.kernel, data.username_or_email)
    return ok({"accepted": True}, status=202)


@bp.post("/auth/reset-password")
@public
@tag(["auth"])
@validate_request(ResetIn)
@validate_response(DoneEnvelope, 200)
@document_response(ErrorBody, 400)
@document_response(ValidationBody, 422)
@document_response(ErrorBody, 429)
async def reset_password(data: ResetIn) -> Any:
    """Set a new password with a reset link's token (single use, 1 hour); every session of the account ends.
    400 ``invalid_token`` or ``invalid_password``."""
    await passwords.reset_password(g.kernel, data.token, data.new_password)
    return ok({"done": True})


# ---- two-factor ---------------------------------------------------------------------------


@bp.post("/account/2fa/enroll")
@tag(["account"])
@validate_response(EnrollEnvelope, 200)
@document_response(ErrorBody, 401)
@document_response(ErrorBody, 409)
async def enroll_2fa() -> Any:
    """Start two-factor enrolment: a new TOTP secret and its ``otpauth://`` URI (off until confirmed)."""
    return ok(await twofactor.enroll(g.kernel.settings, await _me()))


@bp.post("/account/2fa/confirm")
@tag(["account"])
@validate_request(OtpCodeIn)
@validate_response(RecoveryEnvelope, 200)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 401)
@document_response(ErrorBody, 409)
@document_response(ValidationBody, 422)
async def confirm_2fa(data: OtpCodeIn) -> Any:
    """Turn two-factor on with a code of the enrolled secret; answers 10 recovery codes, shown once."""
    codes = await twofactor.confirm(g.kernel.settings, await _me(), data.code)
    return ok({"recovery_codes": codes})


@bp.post("/account/2fa/disable")
@tag(["account"])
@validate_request(TwoFactorDisableIn)
@validate_response(DoneEnvelope, 200)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 401)
@document_response(ErrorBody, 409)
@document_response(ValidationBody, 422)
async def disable_2fa(data: TwoFactorDisableIn) -> Any:
    """Turn two-factor off with your password and a current code (or a recovery code)."""
    await twofactor.disable(g.kernel.settings, await _me(), data.password, data.code)
    return ok({"done": True})


# ---- user administration --------------------------------------------------------------------


@bp.get("/users")
@tag(["users"])
@require("users.admin")
@validate_response(UserListEnvelope, 200)
@document_response(ErrorBody, 401)
@document_response(ErrorBody, 403)
async def list_users() -> Any:
    """Every account (admin)."""
    return ok({"users": await users.list_users()})


@bp.post("/users")
@tag(["users"])
@require("users.admin")
@validate_request(UserCreateIn)
@validate_response(UserEnvelope, 201)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 401)
@document_response(ErrorBody, 403)
@document_response(ValidationBody, 422)
async def create_user(data: UserCreateIn) -> Any:
    """Add an account with a role (admin); works while self-registration is closed."""
    user = await accounts.create_user(g.kernel.settings, data.username, data.password, data.email, data.role)
    return ok(accounts.user_record(user), status=201)


@bp.patch("/users/<user_id>")
@tag(["users"])
@require("users.admin")
@validate_request(UserPatch)
@validate_response(UserEnvelope, 200)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 401)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
@document_response(ValidationBody, 422)
async def patch_user(user_id: str, data: UserPatch) -> Any:
    """Change a user's ``role`` or ``active`` state (admin). A deactivated user's sessions and tokens stop
    at once; you cannot demote or deactivate yourself."""
    actor = current_actor()
    return ok(await users.update_user(actor.user_id if actor else 0, _user_id(user_id), data.role, data.active))


@bp.post("/users/<user_id>/reset-link")
@tag(["users"])
@require("users.admin")
@validate_response(ResetLinkEnvelope, 200)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 401)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
async def reset_link(user_id: str) -> Any:
    """A one-time password reset link for a user (admin), to hand over when no mail is configured."""
    user = await users.get_user(_user_id(user_id))
    if not user.is_active:
        raise ApiError("this account is inactive: activate it first", code="inactive_user")
    url = await passwords.create_reset_link(g.kernel, user)
    return ok({"url": url, "expires_in": int(passwords.RESET_LIFETIME.total_seconds())})
