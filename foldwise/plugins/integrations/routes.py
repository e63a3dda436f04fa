"""REST adapters of the integrations: ``/api/v1/integrations*`` (the browser token routes live in the
``browser`` integration's plugin)."""

from __future__ import annotations

from typing import Any

from quart import Blueprint
from quart_schema import document_response, tag, validate_request

from foldwise.sdk import current_actor, current_kernel, ok, require
from foldwise.plugins.integrations import schemas
from foldwise.plugins.integrations.service import IntegrationsService

__all__ = ["bp"]

bp = Blueprint("integrations_api", __name__, url_prefix="/api/v1/integrations")


def _service() -> IntegrationsService:
    return current_kernel().service(IntegrationsService)


def _username() -> str | None:
    actor = current_actor()
    return actor.username if actor is not None else None


@bp.get("")
@tag(["integrations"])
@require("integrations.read")
@document_response(schemas.IntegrationListEnvelope, 200)
async def list_integrations() -> Any:
    """Every integration by name: its type, whether it is configured (``enabled``) and connected."""
    return ok({"items": await _service().list()})


@bp.post("/<integration_name>/settings")
@tag(["integrations"])
@require("integrations.manage")
@validate_request(schemas.SettingsIn)
@document_response(schemas.ConnectionEnvelope, 200)
@document_response(schemas.ErrorBody, 400)
@document_response(schemas.ErrorBody, 403)
@document_response(schemas.ErrorBody, 404)
async def save_settings(integration_name: str, data: schemas.SettingsIn) -> Any:
    """Check (against the roots) and save an integration's settings; it is disconnected until connected again.
    Unknown key 422; a folder outside the roots 403 ``path_not_allowed``; a subfolder that is absolute or
    climbs out with ``..`` 400 ``invalid_path``; nothing is saved on any error."""
    return ok(await _service().configure(integration_name, data.settings, actor=_username()))


@bp.post("/<integration_name>/connect")
@tag(["integrations"])
@require("integrations.manage")
@document_response(schemas.ConnectionEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
@document_response(schemas.ErrorBody, 409)
async def connect(integration_name: str) -> Any:
    """Connect a configured integration (its settings are checked again); 409 when not configured."""
    return ok(await _service().connect(integration_name, actor=_username()))


@bp.post("/<integration_name>/disconnect")
@tag(["integrations"])
@require("integrations.manage")
@document_response(schemas.ConnectionEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def disconnect(integration_name: str) -> Any:
    """Disconnect an integration (its settings are kept)."""
    return ok(await _service().disconnect(integration_name, actor=_username()))


@bp.post("/<integration_name>/send")
@tag(["integrations"])
@require("integrations.send")
@validate_request(schemas.SendIn)
@document_response(schemas.SentEnvelope, 200)
@document_response(schemas.ErrorBody, 400)
@document_response(schemas.ErrorBody, 403)
@document_response(schemas.ErrorBody, 404)
@document_response(schemas.ErrorBody, 409)
async def send(integration_name: str, data: schemas.SendIn) -> Any:
    """Send a file to a connected integration: what it writes goes through the journal under new names
    (never overwriting) and is undone from the history."""
    result = await _service().send(integration_name, data.path, data.metadata, actor=_username())
    result.pop("transaction_id", None)
    return ok(result)
