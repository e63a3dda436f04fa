"""REST adapters of the browser extension's token flow: ``/api/v1/integrations/browser/*``."""

from __future__ import annotations

from typing import Any

from quart import Blueprint
from quart_schema import document_response, tag, validate_request

from foldwise.sdk import current_actor, current_kernel, ok, require
from foldwise.plugins.integrations import schemas
from foldwise.plugins.integrations.browser.tokens import BrowserTokens

__all__ = ["bp"]

bp = Blueprint("integrations_browser_api", __name__, url_prefix="/api/v1/integrations/browser")


def _tokens() -> BrowserTokens:
    return current_kernel().service(BrowserTokens)


@bp.get("/config")
@tag(["integrations"])
@require("integrations.read")
@document_response(schemas.BrowserConfigEnvelope, 200)
async def config() -> Any:
    """What the extension needs: the allowed CORS origins and the token lifetime."""
    return ok(_tokens().config())


@bp.post("/token")
@tag(["integrations"])
@require("integrations.send")
@validate_request(schemas.TokenIn)
@document_response(schemas.NewTokenEnvelope, 201)
@document_response(schemas.ErrorBody, 409)
async def issue_token(data: schemas.TokenIn) -> Any:
    """Issue a token bound to the caller and the extension id (shown once; stored hashed; 1 hour).
    409 when the browser integration is not connected."""
    actor = current_actor()
    assert actor is not None
    return ok(await _tokens().issue(actor.user_id, data.extension_id), status=201)


@bp.post("/verify")
@tag(["integrations"])
@require("integrations.read")
@validate_request(schemas.TokenValueIn)
@document_response(schemas.VerifiedEnvelope, 200)
async def verify_token(data: schemas.TokenValueIn) -> Any:
    """Whether a token of the caller is still valid, and until when."""
    return ok(await _tokens().verify(data.token, current_actor()))


@bp.delete("/token")
@tag(["integrations"])
@require("integrations.read")
@validate_request(schemas.TokenValueIn)
@document_response(schemas.RevokedEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def revoke_token(data: schemas.TokenValueIn) -> Any:
    """Revoke a token (the caller's own; an admin any)."""
    return ok(await _tokens().revoke(data.token, current_actor()))
