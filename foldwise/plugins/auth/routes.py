"""REST adapters: ``/api/v1/auth/*`` and ``/api/v1/api-keys``."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, g, request
from quart_schema import document_request, document_response, tag, validate_request, validate_response

from foldwise.plugins.auth.schemas import (
    ApiKeyIn,
    ApiKeyListEnvelope,
    DetailBody,
    ErrorBody,
    LoginIn,
    LogoutEnvelope,
    NewApiKeyEnvelope,
    RefreshIn,
    RegisterIn,
    RevokedEnvelope,
    TokenEnvelope,
    UserEnvelope,
    ValidationBody,
)
from foldwise.plugins.auth.service import parse_expiry
from foldwise.plugins.auth.twofactor import check_second_factor
from foldwise.sdk import (
    Actor, Forbidden, Unauthorized, User, accounts, api_keys, current_actor, fetch_user_row, ok, public, require,
    tokens,
)

__all__ = ["bp"]

bp = Blueprint("auth", __name__, url_prefix="/api/v1")
FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def _settings() -> Any:
    return g.kernel.settings


def _actor() -> Actor:
    actor = current_actor()
    if actor is None:  # the guard refuses anonymous calls before the view runs
        raise Unauthorized()
    return actor


@bp.post("/auth/register")
@public
@tag(["auth"])
@validate_request(RegisterIn)
@validate_response(UserEnvelope, 201)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 403)
@document_response(ValidationBody, 422)
@document_response(ErrorBody, 429)
async def register(data: RegisterIn) -> Any:
    """Create an account (the first one becomes admin). 400 codes: invalid_password, username_taken,
    email_registered, invalid_email; 403 when registration is closed."""
    user = await accounts.register_user(_settings(), data.username, data.password, data.email)
    return ok(accounts.user_record(user), status=201)


async def _login_input() -> LoginIn:
    if request.mimetype in FORM_TYPES:
        form = await request.form
        raw: Any = {key: form[key] for key in ("username", "password", "otp") if key in form}
    else:
        raw = await request.get_json(force=True, silent=True)
    return LoginIn.model_validate(raw if raw is not None else {})


@bp.post("/auth/login")
@public
@tag(["auth"])
@document_request(LoginIn)
@validate_response(TokenEnvelope, 200)
@document_response(DetailBody, 401)
@document_response(ErrorBody, 400)
@document_response(ValidationBody, 422)
@document_response(ErrorBody, 429)
async def login() -> Any:
    """Sign in with ``username`` and ``password`` (JSON or form fields); returns an access and a refresh token.
    An account with two-factor sign-in answers 401 ``otp_required`` until ``otp`` is sent too."""
    data = await _login_input()
    user = await accounts.authenticate_password(data.username, data.password)
    await check_second_factor(_settings(), user, data.otp)
    pair = await tokens.issue_tokens(_settings(), user)
    return ok(pair.as_dict())


@bp.post("/auth/refresh")
@public
@tag(["auth"])
@validate_request(RefreshIn)
@validate_response(TokenEnvelope, 200)
@document_response(ErrorBody, 401)
@document_response(ValidationBody, 422)
@document_response(ErrorBody, 429)
async def refresh(data: RefreshIn) -> Any:
    """Exchange a refresh token (single use) for a new access and refresh token."""
    pair = await tokens.rotate_refresh_token(_settings(), data.refresh_token)
    return ok(pair.as_dict())


@bp.post("/auth/logout")
@tag(["auth"])
@validate_request(RefreshIn)
@validate_response(LogoutEnvelope, 200)
@document_response(ErrorBody, 401)
@document_response(ValidationBody, 422)
async def logout(data: RefreshIn) -> Any:
    """End the session: the refresh token and the access token in ``Authorization: Bearer`` (same user)
    stop working at once."""
    actor = current_actor()
    if actor is None or actor.via != "jwt":
        raise Unauthorized("logout needs the access token in Authorization: Bearer")
    await tokens.revoke_refresh_token(data.refresh_token, actor.user_id, actor.session_id)
    return ok({"revoked": True})


@bp.get("/auth/me")
@tag(["auth"])
@document_response(UserEnvelope, 200)  # documented, not re-validated: the hot path of every client
@document_response(ErrorBody, 401)
@document_response(ErrorBody, 403)
async def me() -> Any:
    """The current principal."""
    actor = _actor()
    row = actor.user_row or await fetch_user_row(actor.user_id)
    if row is None:
        raise Unauthorized("unknown user")
    if not row["is_active"]:
        raise Forbidden("this account is inactive")
    return ok(accounts.user_record(row))


@bp.get("/api-keys")
@tag(["api-keys"])
@require("api_keys.read")
@validate_response(ApiKeyListEnvelope, 200)
@document_response(ErrorBody, 401)
@document_response(ErrorBody, 403)
async def list_keys() -> Any:
    """Live API keys: your own, or every user's for an admin. Never the secret."""
    actor = _actor()
    keys = await api_keys.list_api_keys(None if actor.is_admin else actor.user_id)
    return ok({"api_keys": keys})


@bp.post("/api-keys")
@tag(["api-keys"])
@require("api_keys.manage")
@validate_request(ApiKeyIn)
@validate_response(NewApiKeyEnvelope, 201)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 401)
@document_response(ErrorBody, 403)
@document_response(ValidationBody, 422)
async def create_key(data: ApiKeyIn) -> Any:
    """Create an API key for yourself; ``key`` (``fw_<id>_<secret>``) is shown only in this response."""
    actor = _actor()
    user = await User.get(id=actor.user_id)
    new = await api_keys.create_api_key(_settings(), user, data.name, parse_expiry(data.expires_at),
                                        scopes=data.scopes)
    return ok(new.as_dict(), status=201)


@bp.delete("/api-keys/<key_id>")
@tag(["api-keys"])
@require("api_keys.manage")
@validate_response(RevokedEnvelope, 200)
@document_response(ErrorBody, 401)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
async def delete_key(key_id: str) -> Any:
    """Revoke an API key (your own; an admin may revoke anyone's)."""
    actor = _actor()
    await api_keys.revoke_api_key(key_id, None if actor.is_admin else actor.user_id)
    return ok({"id": key_id, "revoked": True})
