"""``/ui/settings``: the index (sections from every plugin's ``settings_sections``), the configuration pages
(general, advanced, models, search), the model endpoint test, export, import and reset.

Thin adapters over ``config_service``: the same validation, redaction and atomic writes as the REST routes.
"""

from __future__ import annotations

from typing import Any

from quart import Blueprint, Response, current_app, flash, redirect, render_template, request

from foldwise.plugins.system import CONFIG_READ, CONFIG_WRITE, config_service, setup
from foldwise.plugins.system.model_probe import probe_endpoint
from foldwise.plugins.system.settings_fields import PAGES, field_values, form_patch
from foldwise.sdk import ApiError, content_disposition, current_actor, gather, page_view

__all__ = ["bp", "collect_sections"]

bp = Blueprint("settings_pages", __name__, url_prefix="/ui/settings", template_folder="templates")
NO_STORE = {"Cache-Control": "no-store"}
MAX_IMPORT_BYTES = 1024 * 1024


def _kernel() -> Any:
    return current_app.kernel  # type: ignore[attr-defined]


async def collect_sections() -> list[dict[str, str]]:
    """Every plugin's settings sections for the current user, sorted by label."""
    kernel = _kernel()
    sections: list[dict[str, str]] = []
    for result in await gather(kernel.pm.hook.settings_sections(request=request, user=current_actor(),
                                                                 kernel=kernel)):
        sections.extend(s for s in result or [] if isinstance(s, dict) and s.get("href") and s.get("label"))
    return sorted(sections, key=lambda s: s["label"].lower())


def _is_admin() -> bool:
    actor = current_actor()
    return actor is not None and actor.role == "admin"


@bp.get("")
@page_view(CONFIG_READ)
async def index() -> Any:
    """Every settings page, plus export, import and reset of the whole configuration."""
    html = await render_template("system/settings_index.html", sections=await collect_sections(),
                                 can_write=_is_admin())
    return html, 200, NO_STORE


async def _form_page(page: str, status: int = 200, values: dict[str, Any] | None = None,
                     errors: list[dict[str, Any]] | None = None, **extra: Any) -> Any:
    title, description, fields = PAGES[page]
    config = config_service.public_config(_kernel().settings)
    options = {"methodology": tuple(setup.known_methodologies(_kernel()))}
    by_key = {".".join(map(str, e.get("loc", []))): e.get("msg", "") for e in errors or []}
    html = await render_template("system/settings_form.html", page=page, title=title, description=description,
                                 fields=fields, values=values or field_values(config, fields), options=options,
                                 errors=by_key, other_errors=[m for k, m in by_key.items()
                                                              if k not in {f.key for f in fields}],
                                 can_write=_is_admin(), **extra)
    return html, status, NO_STORE


async def _save(page: str) -> Any:
    fields = PAGES[page][2]
    form = await request.form
    patch, errors = form_patch(form, fields)
    if not errors:
        try:
            change = await config_service.patch_config(_kernel(), patch)
        except ApiError as exc:
            errors = exc.details if isinstance(exc.details, list) else [{"loc": [], "msg": exc.message}]
        else:
            note = " Some changes take effect after a restart." if change.restart_required else ""
            await flash(f"Settings saved.{note}", "success")
            return redirect(f"/ui/settings/{page}", 303)
    values = {f.key: form.get(f.key, "") if f.kind != "bool" else form.get(f.key) in ("on", "true", "1")
              for f in fields}
    return await _form_page(page, 422, values, errors)


def _page_routes(page: str) -> None:
    async def show() -> Any:
        return await _form_page(page)

    async def save() -> Any:
        return await _save(page)

    show.__name__, show.__doc__ = f"{page}_page", f"The {page} settings."
    save.__name__, save.__doc__ = f"{page}_save", f"Save the {page} settings (admin)."
    bp.get(f"/{page}")(page_view(CONFIG_READ)(show))
    bp.post(f"/{page}")(page_view(CONFIG_WRITE)(save))


for _name in ("general", "advanced", "models", "search"):
    _page_routes(_name)


@bp.post("/models/test")
@page_view(CONFIG_WRITE)
async def models_test() -> Any:
    """Call the model endpoint from the form (or the saved one) through the SSRF guard and show the answer."""
    form = await request.form
    settings = _kernel().settings
    saved = getattr(settings, "analysis", None)
    url = (form.get("analysis.llm_url") or (getattr(saved, "llm_url", None) or "")).strip()
    kind = form.get("analysis.llm_kind") or getattr(saved, "llm_kind", "openai")
    key = form.get("analysis.llm_api_key") or ""
    if key in ("", "********"):
        key = getattr(saved, "llm_api_key", None) or ""
    result = await probe_endpoint(url, kind if kind in ("openai", "ollama") else "openai", key or None,
                                  settings.plugins.allow_private_callbacks)
    return await _form_page("models", test_result=result)


@bp.get("/export")
@page_view(CONFIG_READ)
async def export() -> Any:
    """Download the configuration as TOML (secrets redacted)."""
    text = config_service.export_config(_kernel(), "toml")
    return Response(text, mimetype="application/toml", headers={
        "Content-Disposition": content_disposition("foldwise-config.toml"), **NO_STORE})


@bp.post("/import")
@page_view(CONFIG_WRITE)
async def import_settings() -> Any:
    """Replace the configuration with an uploaded export (TOML or JSON), all or nothing."""
    files = await request.files
    storage = files.get("file")
    if storage is None or not storage.filename:
        return await _index_error("Choose an exported configuration file first.", 400)
    raw = storage.read(MAX_IMPORT_BYTES + 1)
    if len(raw) > MAX_IMPORT_BYTES:
        return await _index_error("The file is larger than 1 MiB: that is not an exported configuration.", 400)
    try:
        document = config_service.parse_import(raw.decode("utf-8", errors="replace"))
        change = await config_service.import_config(_kernel(), document)
    except ApiError as exc:
        details = exc.details if isinstance(exc.details, list) else []
        lines = [f"{'.'.join(map(str, d.get('loc', [])))}: {d.get('msg')}" for d in details] or [exc.message]
        return await _index_error("The import was refused; nothing changed. " + "; ".join(lines[:10]),
                                  exc.status)
    note = " Some changes take effect after a restart." if change.restart_required else ""
    await flash(f"Configuration imported ({len(change.changed)} keys changed); the previous file is kept as "
                f"foldwise.toml.bak.{note}", "success")
    return redirect("/ui/settings", 303)


@bp.post("/reset")
@page_view(CONFIG_WRITE)
async def reset() -> Any:
    """Reset every setting to its default, keeping folders, database and setup state (needs ``confirm``)."""
    form = await request.form
    if form.get("confirm") != "reset":
        return await _index_error("Tick the box to confirm the reset.", 400)
    await config_service.reset_config(_kernel())
    await flash("Settings reset to their defaults (folders, database and setup kept).", "success")
    return redirect("/ui/settings", 303)


async def _index_error(message: str, status: int) -> Any:
    html = await render_template("system/settings_index.html", sections=await collect_sections(),
                                 can_write=_is_admin(), error=message)
    return html, status, NO_STORE
