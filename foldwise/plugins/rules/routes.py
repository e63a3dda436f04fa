"""REST routes of the rules plugin: ``/api/v1/rules`` (CRUD, validate, preview, apply, import, export)."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, Response, current_app
from quart_schema import document_response, tag, validate_querystring, validate_request
from werkzeug.routing import BaseConverter

from foldwise.plugins.rules import schemas
from foldwise.plugins.rules.ruleset import RESERVED_NAMES
from foldwise.plugins.rules.service import RulesService
from foldwise.sdk import content_disposition, current_actor, document_raw_response, ok, require

__all__ = ["bp"]

bp = Blueprint("rules_api", __name__, url_prefix="/api/v1")
TAG = ["rules"]
#: The static routes under ``/rules``: never a rule-set name, so ``OPTIONS /rules/import`` lists only its own
#: methods (a rule set cannot be named like them: ``RuleSet`` refuses these names).
STATIC_NAMES = RESERVED_NAMES


class RuleNameConverter(BaseConverter):
    """A ``/rules/{name}`` segment: anything but one of the static route names."""

    regex = r"(?!(?:%s)$)[^/]+" % "|".join(STATIC_NAMES)
    openapi_pattern = f"^{regex}$"


bp.record_once(lambda state: state.app.url_map.converters.setdefault("rule_name", RuleNameConverter))


def _service() -> RulesService:
    return current_app.kernel.service(RulesService)  # type: ignore[attr-defined, no-any-return]


def _user_id() -> int | None:
    actor = current_actor()
    return getattr(actor, "user_id", None)


@bp.get("/rules")
@tag(TAG)
@require("rules.read")
@document_response(schemas.RuleSetListEnvelope, 200)
async def list_rule_sets() -> Any:
    """Every rule set, by name."""
    sets = await _service().list()
    return ok({"rule_sets": [s.model_dump(mode="json") for s in sets], "total": len(sets)})


@bp.post("/rules")
@tag(TAG)
@require("rules.write")
@validate_request(schemas.RuleSetIn)
@document_response(schemas.RuleSetEnvelope, 201)
@document_response(schemas.ErrorBody, 409)
@document_response(schemas.ValidationBody, 422)
async def create_rule_set(data: schemas.RuleSetIn) -> Any:
    """Store a new rule set (409 ``conflict`` when the name is taken)."""
    saved = await _service().save(data, create=True)
    return ok(saved.model_dump(mode="json"), status=201)


@bp.post("/rules/validate")
@tag(TAG)
@require("rules.read")
@document_response(schemas.ValidateEnvelope, 200)
async def validate_rule_set() -> Any:
    """Check a rule-set document without storing it: ``{valid, errors: [{loc, msg}]}``."""
    from quart import request

    body = await request.get_json(force=True, silent=True)
    if not isinstance(body, dict):  # answered like any other invalid document, as /config/validate does
        return ok({"valid": False, "errors": [{"loc": ["body"], "msg": "a rule set is a JSON object"}]})
    return ok(_service().validate(body))


@bp.post("/rules/import")
@tag(TAG)
@require("rules.write")
@validate_request(schemas.ImportIn)
@document_response(schemas.ImportEnvelope, 201)
@document_response(schemas.ErrorBody, 409)
@document_response(schemas.ValidationBody, 422)
async def import_rule_sets(data: schemas.ImportIn) -> Any:
    """Import rule sets from YAML or TOML; all or nothing (409 when a name exists, unless ``replace``)."""
    service = _service()
    sets = service.parse_document(data.content, data.format)
    if not data.replace:
        for rule_set in sets:
            try:
                await service.get(rule_set.name)
            except Exception:  # noqa: BLE001 - not found: free
                continue
            from foldwise.sdk import Conflict

            raise Conflict(f"a rule set named {rule_set.name!r} already exists (send replace: true to replace it)")
    for rule_set in sets:
        await service.save(rule_set)
    return ok({"imported": [s.name for s in sets]}, status=201)


@bp.get("/rules/<rule_name:name>")
@tag(TAG)
@require("rules.read")
@document_response(schemas.RuleSetEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def get_rule_set(name: str) -> Any:
    """One rule set."""
    return ok((await _service().get(name)).model_dump(mode="json"))


@bp.put("/rules/<rule_name:name>")
@tag(TAG)
@require("rules.write")
@validate_request(schemas.RuleSetIn)
@document_response(schemas.RuleSetEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
@document_response(schemas.ErrorBody, 409)
@document_response(schemas.ValidationBody, 422)
async def replace_rule_set(name: str, data: schemas.RuleSetIn) -> Any:
    """Replace a rule set (a different ``name`` in the body renames it)."""
    service = _service()
    await service.get(name)
    saved = await service.save(data, replace_name=name)
    return ok(saved.model_dump(mode="json"))


@bp.delete("/rules/<rule_name:name>")
@tag(TAG)
@require("rules.write")
@document_response(schemas.DeletedEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def delete_rule_set(name: str) -> Any:
    """Delete a rule set."""
    await _service().delete(name)
    return ok({"deleted": name})


@bp.post("/rules/<rule_name:name>/preview")
@tag(TAG)
@require("rules.write")
@validate_request(schemas.PathIn)
@document_response(schemas.PreviewEnvelope, 200)
@document_response(schemas.ErrorBody, 403)
@document_response(schemas.ErrorBody, 404)
@document_response(schemas.ErrorBody, 422)
async def preview_rule_set(name: str, data: schemas.PathIn) -> Any:
    """The operations the set would perform on ``path`` (organize's operation shape); nothing changes.
    422 ``rule_timeout`` when a regular expression exceeds its time budget."""
    return ok(await _service().preview(name, data.path))


@bp.post("/rules/<rule_name:name>/apply")
@tag(TAG)
@require("rules.write")
@validate_request(schemas.PathIn)
@document_response(schemas.JobEnvelope, 202)
@document_response(schemas.ErrorBody, 403)
@document_response(schemas.ErrorBody, 404)
async def apply_rule_set(name: str, data: schemas.PathIn) -> Any:
    """Apply the set to ``path`` as a ``rules_apply`` job: one undoable journal transaction."""
    job = await _service().start_apply(name, data.path, user_id=_user_id())
    return ok(current_app.kernel.jobs.to_wire(job), status=202)  # type: ignore[attr-defined]


@bp.get("/rules/<rule_name:name>/export")
@tag(TAG)
@require("rules.read")
@validate_querystring(schemas.ExportQuery)
@document_raw_response(200, "application/yaml", "name: downloads\nrules: []\n", "the rule set as YAML or TOML",
                       schema={"type": "object"})
@document_raw_response(200, "application/toml", 'name = "downloads"\nrules = []\n', "the rule set as YAML or TOML")
@document_response(schemas.ErrorBody, 404)
async def export_rule_set(name: str, query_args: schemas.ExportQuery) -> Any:
    """Download the rule set as YAML (default) or TOML."""
    service = _service()
    text = service.dump(await service.get(name), query_args.format)
    mime = "application/toml" if query_args.format == "toml" else "application/yaml"
    response = Response(text, content_type=f"{mime}; charset=utf-8")
    response.headers["Content-Disposition"] = content_disposition(f"{name}.{query_args.format}")
    return response
