"""REST adapters of the plugin runtime: ``/api/v1/plugins/*``.

Each route declares the API key scope that may call it (``@scope``); the kernel's request guard refuses a
scoped key on every route that does not name one of its scopes. Role permissions apply as well.
"""

from __future__ import annotations

from typing import Any

from quart import Blueprint
from quart_schema import document_response, tag, validate_querystring, validate_request

from foldwise.sdk import Forbidden, check_permission, current_actor, current_kernel, ok, require, scope
from foldwise.plugins.runtime import schemas
from foldwise.plugins.runtime.service import RuntimeService

__all__ = ["bp"]

bp = Blueprint("runtime_api", __name__, url_prefix="/api/v1/plugins")


def _service() -> RuntimeService:
    return current_kernel().service(RuntimeService)


def _actor() -> Any:
    actor = current_actor()
    assert actor is not None  # the guard let the request through
    return actor


@bp.get("/files/list")
@scope("files:read")
@tag(["plugins"])
@require("plugins.files.read")
@validate_querystring(schemas.FilesListQuery)
@document_response(schemas.FileListEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def files_list(query_args: schemas.FilesListQuery) -> Any:
    """Entries of a folder under the roots (folders first); ``total`` counts all, ``items`` up to max_items."""
    q = query_args
    return ok(await _service().files.list(q.path, q.recursive, q.include_hidden, q.max_items))


@bp.get("/files/metadata")
@scope("files:read")
@tag(["plugins"])
@require("plugins.files.read")
@validate_querystring(schemas.MetadataQuery)
@document_response(schemas.FileEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def files_metadata(query_args: schemas.MetadataQuery) -> Any:
    """One file or folder (the same item shape as the listing)."""
    return ok(await _service().files.metadata(query_args.path))


@bp.post("/files/organize")
@scope("files:write")
@tag(["plugins"])
@require("plugins.files.write")
@validate_request(schemas.OrganizeIn)
@document_response(schemas.OrganizeEnvelope, 200)
@document_response(schemas.ErrorBody, 409)
async def files_organize(data: schemas.OrganizeIn) -> Any:
    """Move a file or folder (journaled, undoable); an existing destination is 409 ``conflict`` unless
    ``overwrite`` (a file then goes to the trash first; a folder is never replaced)."""
    actor = _actor()
    return ok(await _service().files.organize(data.source_path, data.destination_path, overwrite=data.overwrite,
                                              dry_run=data.dry_run, actor=actor.username))


@bp.get("/config/get")
@scope("config:read")
@tag(["plugins"])
@require("plugins.config.read")
@validate_querystring(schemas.ConfigQuery)
@document_response(schemas.ConfigEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def config_get(query_args: schemas.ConfigQuery) -> Any:
    """One configuration value; secrets are 403 ``forbidden``, an unknown key 404 ``config_key_not_found``."""
    return ok(_service().config_value(query_args.key))


@bp.get("/hooks")
@scope("hooks:manage")
@tag(["plugins"])
@require("plugins.hooks.manage")
@validate_querystring(schemas.HooksQuery)
@document_response(schemas.HookListEnvelope, 200)
@document_response(schemas.ErrorBody, 403)
async def hooks_list(query_args: schemas.HooksQuery) -> Any:
    """The caller's own hooks (a scoped key: the hooks it registered)."""
    return ok({"items": await _service().hooks.list(_actor(), query_args.event)})


@bp.post("/hooks/register")
@scope("hooks:manage")
@tag(["plugins"])
@require("plugins.hooks.manage")
@validate_request(schemas.RegisterIn)
@document_response(schemas.RegisteredEnvelope, 201)
@document_response(schemas.RegisteredEnvelope, 200)
@document_response(schemas.ErrorBody, 400)
async def hooks_register(data: schemas.RegisterIn) -> Any:
    """Register a webhook; 201 with the secret (shown once), 200 ``registered: false`` for a duplicate.
    Callback URLs to private, loopback, link-local or metadata addresses are 400 ``invalid_callback_url``."""
    record, created = await _service().hooks.register(_actor(), data.event, data.callback_url, data.secret)
    return ok(record, status=201 if created else 200)


@bp.post("/hooks/unregister")
@scope("hooks:manage")
@tag(["plugins"])
@require("plugins.hooks.manage")
@validate_request(schemas.UnregisterIn)
@document_response(schemas.UnregisteredEnvelope, 200)
@document_response(schemas.ErrorBody, 403)
async def hooks_unregister(data: schemas.UnregisterIn) -> Any:
    """Remove the caller's hook for this event and URL (``removed: false`` when there was none)."""
    return ok(await _service().hooks.unregister(_actor(), data.event, data.callback_url))


@bp.post("/hooks/trigger")
@scope("hooks:trigger")
@tag(["plugins"])
@validate_request(schemas.TriggerIn)
@document_response(schemas.TriggeredEnvelope, 200)
@document_response(schemas.ErrorBody, 403)
async def hooks_trigger(data: schemas.TriggerIn) -> Any:
    """Send an event to every hook registered for it (scope ``hooks:trigger`` or an admin); answers counts
    only, never another plugin's URL or response."""
    actor = _actor()
    if not actor.is_admin:
        if "hooks:trigger" not in actor.scopes:
            raise Forbidden("triggering hooks needs an admin or an API key with the hooks:trigger scope")
        await check_permission("plugins.hooks.manage")
    return ok(await _service().hooks.trigger(data.event, data.payload))


@bp.get("/hooks/<hook_id>/deliveries")
@scope("hooks:manage")
@tag(["plugins"])
@require("plugins.hooks.manage")
@validate_querystring(schemas.DeliveriesQuery)
@document_response(schemas.DeliveriesEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def hook_deliveries(hook_id: str, query_args: schemas.DeliveriesQuery) -> Any:
    """The delivery log of one of the caller's hooks (newest first) and how many deliveries are pending."""
    return ok(await _service().hooks.deliveries(_actor(), hook_id, query_args.limit))
