"""Web pages of the integrations: ``/ui/settings/integrations`` (configure, connect, disconnect, browser
tokens) and the files page's "Send to…" (``/ui/settings/integrations/send``). Thin adapters over
``IntegrationsService`` and ``BrowserTokens``; forms post (CSRF) and redirect."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, flash, g, redirect, render_template, request

from foldwise.sdk import ApiError, back_to, current_actor, flash_undo, is_allowed, page_view
from foldwise.plugins.integrations.service import IntegrationsService

__all__ = ["bp"]

bp = Blueprint("integrations_pages", __name__, url_prefix="/ui/settings/integrations", template_folder="templates")
PAGE = "/ui/settings/integrations"


def _service() -> IntegrationsService:
    return g.kernel.service(IntegrationsService)


def _fields(service: IntegrationsService, item: dict[str, Any]) -> list[dict[str, Any]]:
    """The settings form's fields: name, current value, whether required, its description."""
    model = service.get(item["name"]).Settings
    current = (item["details"].get("settings") or {}) if isinstance(item["details"], dict) else {}
    out = []
    for name, info in model.model_fields.items():
        value = current.get(name, info.default if not info.is_required() else "")
        out.append({"name": name, "value": "" if value is None else value, "required": info.is_required(),
                    "description": info.description or ""})
    return out


async def _render(status: int = 200, **extra: Any) -> Any:
    service = _service()
    actor = current_actor()
    items = await service.list()
    for item in items:
        item["fields"] = _fields(service, item)
    can_manage = actor is not None and await is_allowed(g.kernel, actor, "integrations.manage")
    can_send = actor is not None and await is_allowed(g.kernel, actor, "integrations.send")
    return await render_template("integrations/settings.html", items=items, can_manage=can_manage,
                                 can_send=can_send, **extra), status


@bp.get("")
@page_view("integrations.read")
async def index() -> Any:
    """Every integration with its settings form and Connect / Disconnect."""
    return await _render()


def _label(name: str) -> str:
    provider = _service().providers.get(name)
    return provider.label if provider is not None and provider.label else name


async def _act(done: str, failed: str, call: Any) -> Any:
    try:
        await call
    except ApiError as exc:
        await flash(f"{failed}: {exc.message}", "error")
    else:
        await flash(done, "success")
    return redirect(PAGE, 303)


@bp.post("/<integration_name>/settings")
@page_view("integrations.manage")
async def save_settings(integration_name: str) -> Any:
    """Save the settings form (blank optional fields are left out)."""
    form = await request.form
    service = _service()
    model = service.get(integration_name).Settings
    raw = {k: v.strip() for k, v in form.items() if k in model.model_fields and v.strip()}
    raw.update({k: v for k, v in form.items() if k not in model.model_fields and k not in ("csrf_token",)})
    label = _label(integration_name)
    return await _act(f"{label} settings saved. Connect it to start sending.", f"{label} settings not saved",
                      service.configure(integration_name, raw, actor=current_actor().username))


@bp.post("/<integration_name>/connect")
@page_view("integrations.manage")
async def connect(integration_name: str) -> Any:
    """Connect a configured integration."""
    label = _label(integration_name)
    return await _act(f"{label} connected.", f"{label} not connected",
                      _service().connect(integration_name, actor=current_actor().username))


@bp.post("/<integration_name>/disconnect")
@page_view("integrations.manage")
async def disconnect(integration_name: str) -> Any:
    """Disconnect an integration (settings kept; the browser's tokens are revoked)."""
    label = _label(integration_name)
    return await _act(f"{label} disconnected.", f"{label} not disconnected",
                      _service().disconnect(integration_name, actor=current_actor().username))


@bp.post("/browser/token")
@page_view("integrations.send")
async def browser_token() -> Any:
    """Issue an extension token and show it once, on this page (never in a redirect or a flash)."""
    from foldwise.plugins.integrations.browser.tokens import BrowserTokens

    extension_id = ((await request.form).get("extension_id") or "").strip()
    if not 1 <= len(extension_id) <= 120:
        await flash("The extension id must have 1 to 120 characters.", "error")
        return redirect(PAGE, 303)
    try:
        issued = await g.kernel.service(BrowserTokens).issue(current_actor().user_id, extension_id)
    except (ApiError, LookupError) as exc:
        await flash(f"No token was issued: {getattr(exc, 'message', exc)}", "error")
        return redirect(PAGE, 303)
    return await _render(issued=issued, extension_id=extension_id)


@bp.get("/send")
@page_view("integrations.send")
async def send_form() -> Any:
    """Choose a connected integration to send the file ``path`` to."""
    path = request.args.get("path", "")
    info = await g.kernel.sandbox.aresolve(path, kind="file")
    items = [i for i in await _service().list() if i["connected"] and i["details"].get("sends")]
    back = back_to(request.args.get("next"), "/ui/files/preview?" + request.query_string.decode())
    return await render_template("integrations/send.html", path=str(info), name=info.name, items=items, back=back)


@bp.post("/send")
@page_view("integrations.send")
async def send() -> Any:
    """Send the file, then return to it with an Undo button."""
    form = await request.form
    back = back_to(form.get("next"), "/ui/files")
    try:
        result = await _service().send(form.get("integration", ""), form.get("path", ""),
                                       actor=current_actor().username)
    except ApiError as exc:
        await flash(f"Nothing was sent: {exc.message}", "error")
        return redirect(back, 303)
    count = len(result["written"])
    await flash_undo(f"Sent to {_label(result['integration'])}: {count} file{'' if count == 1 else 's'} written.",
                     result["transaction_id"])
    return redirect(back, 303)
