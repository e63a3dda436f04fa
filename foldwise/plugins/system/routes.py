"""REST routes of the ``system`` plugin under ``/api/v1``: health, status, plugins, config, setup.

Thin adapters over ``health``, ``config_service`` and ``setup``.
"""

from __future__ import annotations

import asyncio
from typing import Any

from quart import Blueprint, Response, current_app, request
from quart_schema import document_request, document_response, tag, validate_querystring, validate_request

from foldwise.plugins.system import CONFIG_READ, CONFIG_WRITE, PLUGINS_MANAGE, SYSTEM_READ, schemas
from foldwise.plugins.system import config_service, health as facts, setup
from foldwise.sdk import config_store, content_disposition, document_raw_response, ok, public, require

__all__ = ["bp"]

bp = Blueprint("system_api", __name__, url_prefix="/api/v1")


def _kernel() -> Any:
    return current_app.kernel  # type: ignore[attr-defined]


async def _json_body() -> Any:
    """The JSON body; a missing or malformed one is a 422 naming the body."""
    data = await request.get_json(silent=True)
    if data is None:
        raise config_service.ConfigValidation([{"loc": ["body"], "msg": "expected a JSON object"}])
    return data


# ---- health, status, plugins ------------------------------------------------------


@bp.get("/health")
@public
@tag(["system"])
@document_response(schemas.HealthEnvelope, 200)
@document_response(schemas.ErrorBody, 503)
async def health() -> Any:
    """Liveness and a real database query (public). 503 when the database does not answer."""
    result = await facts.health(_kernel())
    if result["status"] != "ok":
        return {"error": "service_unavailable", "message": "the database does not answer", "details": result}, 503
    return ok(result)


@bp.get("/system/status")
@tag(["system"])
@require(SYSTEM_READ)
@document_response(schemas.SystemStatusEnvelope, 200)
async def system_status() -> Any:
    """Uptime, versions, database, roots with free space, job counts by status, broker, event backend."""
    return ok(await facts.system_status(_kernel()))


@bp.get("/system/plugins")
@tag(["system"])
@require(SYSTEM_READ)
@document_response(schemas.PluginListEnvelope, 200)
async def system_plugins() -> Any:
    """Every plugin the service found: loaded, disabled or failed (with its error)."""
    return ok({"plugins": _kernel().plugins})


@bp.post("/system/plugins/reload")
@tag(["system"])
@require(PLUGINS_MANAGE)
@document_response(schemas.PluginListEnvelope, 200)
@document_response(schemas.ForbiddenBody, 403)
async def reload_plugins() -> Any:
    """Scan the plugins again and activate what changed without a restart (admin): new and updated plugins
    start, removed ones stop, requests in flight finish. Answers the plugin list, failures with their error."""
    return ok({"plugins": await _kernel().reload_plugins()})


# ---- configuration ----------------------------------------------------------------


@bp.get("/config")
@tag(["config"])
@require(CONFIG_READ)
@document_response(schemas.ConfigEnvelope, 200)
async def get_config() -> Any:
    """The effective configuration (file, environment and defaults), secrets redacted."""
    return ok(config_service.public_config(_kernel().settings))


@bp.put("/config")
@tag(["config"])
@require(CONFIG_WRITE)
@document_request(schemas.ConfigDocument)
@document_response(schemas.ConfigChangeEnvelope, 200)
@document_response(schemas.ForbiddenBody, 403)
@document_response(schemas.ValidationErrorBody, 422)
async def put_config() -> Any:
    """Replace the whole configuration (admin). Redacted values sent back keep the stored secret."""
    change = await config_service.replace_config(_kernel(), await _json_body())
    return ok(change.as_dict())


@bp.post("/config/reset")
@tag(["config"])
@require(CONFIG_WRITE)
@document_response(schemas.ConfigChangeEnvelope, 200)
@document_response(schemas.ForbiddenBody, 403)
async def reset_config() -> Any:
    """Reset to defaults, keeping roots, database and setup state (admin)."""
    change = await config_service.reset_config(_kernel())
    return ok(change.as_dict())


@bp.post("/config/validate")
@tag(["config"])
@require(CONFIG_WRITE)
@document_request(schemas.ConfigDocument)
@document_response(schemas.ConfigValidationEnvelope, 200)
@document_response(schemas.ForbiddenBody, 403)
@document_response(schemas.ValidationErrorBody, 422)
async def validate_config() -> Any:
    """Check a whole configuration (the body of ``PUT /config``) without writing it: ``{valid, errors}``."""
    document = await _json_body()
    if not isinstance(document, dict):  # the body's shape is wrong, not the configuration it carries
        raise config_service.ConfigValidation([{"loc": ["body"], "msg": "expected a JSON object"}])
    errors = config_service.validate_document(_kernel(), document)
    return ok({"valid": not errors, "errors": errors})


@bp.get("/config/export")
@tag(["config"])
@require(CONFIG_READ)
@validate_querystring(schemas.ExportQuery)
@document_raw_response(200, "application/toml", 'log_level = "INFO"\nroots = ["/srv/files"]\n',
                       "the configuration as TOML (or JSON with format=json), secrets redacted")
@document_raw_response(200, "application/json", {"log_level": "INFO", "roots": ["/srv/files"]},
                       "the configuration as TOML (or JSON with format=json), secrets redacted",
                       schema={"type": "object"})
@document_response(schemas.ValidationErrorBody, 422)
async def export_config(query_args: schemas.ExportQuery) -> Any:
    """Download the effective configuration, secrets redacted (``POST /config/import`` takes it back)."""
    text = config_service.export_config(_kernel(), query_args.format)
    mimetype = "application/json" if query_args.format == "json" else "application/toml"
    filename = f"foldwise-config.{query_args.format}"
    return Response(text, mimetype=mimetype, headers={"Content-Disposition": content_disposition(filename),
                                                      "Cache-Control": "no-store"})


@bp.post("/config/import")
@tag(["config"])
@require(CONFIG_WRITE)
@document_request(schemas.ConfigDocument)
@document_response(schemas.ConfigChangeEnvelope, 200)
@document_response(schemas.ForbiddenBody, 403)
@document_response(schemas.ValidationErrorBody, 422)
async def import_config() -> Any:
    """Replace the configuration with an exported one: a JSON object, or TOML text (``Content-Type:
    application/toml`` or ``text/plain``). Validated and applied all or nothing; redacted secrets keep the
    stored ones; the previous file is kept as ``foldwise.toml.bak``."""
    if request.mimetype in ("application/toml", "text/plain", "text/x-toml"):
        raw = await request.get_data(as_text=True)
        document = config_service.parse_import(raw, "toml")
    else:
        document = await _json_body()
    change = await config_service.import_config(_kernel(), document)
    return ok(change.as_dict())


@bp.get("/system/config")
@tag(["config"])
@require(CONFIG_READ)
@document_response(schemas.SystemConfigEnvelope, 200)
async def get_system_config() -> Any:
    """The configuration plus where it lives, what the environment overrides and what needs a restart."""
    kernel = _kernel()
    return ok({
        "config": config_service.public_config(kernel.settings),
        "config_file": kernel.settings.config_file.name,
        "env_overrides": config_store.env_overridden_keys(),
        "restart_keys": list(config_store.RESTART_KEYS),
        "sections": sorted(kernel.config_schemas),
    })


@bp.patch("/system/config")
@tag(["config"])
@require(CONFIG_WRITE)
@document_request(schemas.ConfigPatch)
@document_response(schemas.ConfigChangeEnvelope, 200)
@document_response(schemas.ForbiddenBody, 403)
@document_response(schemas.ValidationErrorBody, 422)
async def patch_system_config() -> Any:
    """Deep-merge a partial configuration (admin); the response lists applied and restart-only keys."""
    change = await config_service.patch_config(_kernel(), await _json_body())
    return ok(change.as_dict())


# ---- setup ------------------------------------------------------------------------


@bp.get("/setup/status")
@tag(["setup"])
@require(CONFIG_READ)
@document_response(schemas.SetupStatusEnvelope, 200)
async def setup_status() -> Any:
    """Whether setup is complete, the roots and methodology, and the next step."""
    return ok(await setup.setup_status(_kernel()))


@bp.get("/setup/capabilities")
@tag(["setup"])
@require(SYSTEM_READ)
@document_response(schemas.CapabilitiesEnvelope, 200)
async def setup_capabilities() -> Any:
    """Which optional dependency groups are importable and which backends answer."""
    return ok(await setup.capabilities(_kernel()))


@bp.get("/setup/browse-folder")
@tag(["setup"])
@require(CONFIG_WRITE)
@validate_querystring(schemas.BrowseQuery)
@document_response(schemas.BrowseEnvelope, 200)
async def browse_folder(query_args: schemas.BrowseQuery) -> Any:
    """Subfolders of a server path for choosing roots (admin); problems come back as ``available: false``."""
    result = await asyncio.to_thread(setup.browse_folder, query_args.path, query_args.include_hidden)
    return ok(result)


@bp.post("/setup/complete")
@tag(["setup"])
@require(CONFIG_WRITE)
@validate_request(schemas.SetupComplete)
@document_response(schemas.ConfigChangeEnvelope, 200)
@document_response(schemas.ForbiddenBody, 403)
@document_response(schemas.ValidationErrorBody, 422)
async def setup_complete(data: schemas.SetupComplete) -> Any:
    """Check the roots exist, save them and the methodology, mark setup complete (admin)."""
    change = await setup.complete_setup(_kernel(), data.roots, data.methodology)
    return ok(change.as_dict())
