"""``/ui/settings/organization``: the methodology choice and the rules editor.

Rule sets are edited as YAML (or TOML) text. "Validate" (``POST .../validate``) checks the text
and shows the errors without storing anything; "Save" validates again and stores only a valid
set, re-showing the form with the errors otherwise. Forms post and redirect (no JavaScript).
"""

from __future__ import annotations

from typing import Any

from quart import Blueprint, flash, g, redirect, render_template, request

from foldwise.plugins.rules.service import RulesService
from foldwise.sdk import ApiError, check_permission, current_actor, is_allowed, page_view

__all__ = ["bp"]

bp = Blueprint("rules_pages", __name__, url_prefix="/ui/settings", template_folder="templates")
PAGE = "/ui/settings/organization"
_NEW_SET = """name: downloads
description: Sort the Downloads folder
enabled: true
rules:
  - name: Invoices
    priority: 10
    match: all
    conditions:
      - {type: extension, value: pdf}
      - {type: name_pattern, value: "*invoice*"}
    action: {type: move, destination: "Finance/Invoices/{modified:%Y}"}
"""
_ORGANIZE = "foldwise.plugins.organize.service:OrganizeService"


def _service() -> RulesService:
    return g.kernel.service(RulesService)


async def _render(editing: str | None = None, content: str | None = None, errors: list[dict[str, Any]] | None = None,
                  valid: bool | None = None, status: int = 200) -> Any:
    service = _service()
    sets = await service.list()
    methodology = None
    if g.kernel.has_service(_ORGANIZE):
        methodology = g.kernel.service(_ORGANIZE).describe_config()
    actor = current_actor()
    can_write = await is_allowed(g.kernel, actor, "rules.write")
    can_configure = await is_allowed(g.kernel, actor, "organize.configure")
    dumps = {s.name: service.dump(s, "yaml") for s in sets}
    html = await render_template("rules/organization.html", sets=sets, dumps=dumps, methodology=methodology,
                                 editing=editing, content=content if content is not None else _NEW_SET,
                                 errors=errors or [], valid=valid, can_write=can_write,
                                 can_configure=can_configure)
    return html, status


def _errors_of(exc: ApiError) -> list[dict[str, Any]]:
    details = exc.details if isinstance(exc.details, list) else []
    return details or [{"loc": [], "msg": exc.message}]


@bp.get("/organization")
@page_view("rules.read")
async def organization() -> Any:
    """The methodology and the rule sets, each editable as text."""
    return await _render()


@bp.post("/organization/validate")
@page_view("rules.read")
async def validate() -> Any:
    """Check the posted rule-set text; nothing is stored."""
    form = await request.form
    content = form.get("content", "")
    try:
        _service().parse_document(content, form.get("format") or None)
    except ApiError as exc:
        return await _render(form.get("original") or None, content, _errors_of(exc), False, 422)
    return await _render(form.get("original") or None, content, [], True)


@bp.post("/organization")
@page_view("rules.read")
async def save() -> Any:
    """``action=methodology``: choose the methodology; ``action=save``: validate and store a rule set;
    ``action=delete`` / ``toggle``: remove or switch a stored set."""
    form = await request.form
    action = form.get("action", "save")
    service = _service()
    if action == "methodology":
        await check_permission("organize.configure")
        if not g.kernel.has_service(_ORGANIZE):
            raise ApiError("the organize plugin is disabled", status=404, code="not_found")
        try:
            await g.kernel.service(_ORGANIZE).configure(form.get("methodology", ""), None)
        except ApiError as exc:
            await flash(f"The methodology was not changed: {exc.message}", "error")
            return redirect(PAGE, 303)
        await flash(f"Methodology set to {form.get('methodology')}.", "success")
        return redirect(PAGE, 303)
    await check_permission("rules.write")
    name = form.get("name", "")
    if action == "delete":
        await service.delete(name)
        await flash(f"Rule set {name} deleted.", "success")
        return redirect(PAGE, 303)
    if action == "toggle":
        rule_set = await service.toggle(name)
        await flash(f"Rule set {name} {'enabled' if rule_set.enabled else 'disabled'}.", "success")
        return redirect(PAGE, 303)
    content, original = form.get("content", ""), form.get("original") or None
    try:
        sets = service.parse_document(content, form.get("format") or None)
        if len(sets) != 1:
            raise ApiError("save one rule set at a time", status=422, code="validation_error")
        await service.save(sets[0], create=original is None, replace_name=original)
    except ApiError as exc:
        return await _render(original, content, _errors_of(exc), False, 422)
    await flash(f"Rule set {sets[0].name} saved.", "success")
    return redirect(PAGE, 303)
