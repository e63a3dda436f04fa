"""``/ui/setup``: the setup wizard page (works without JavaScript), and the home dashboard panel."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape
from quart import Blueprint, current_app, flash, g, redirect, render_template, request, session

from foldwise.plugins.system import CONFIG_WRITE, setup
from foldwise.sdk import ApiError, check_permission, require

__all__ = ["bp", "status_panel", "plain_error", "FEATURES"]

#: What each optional dependency group adds, in a person's words.
FEATURES: dict[str, str] = {
    "postgres": "Store everything in PostgreSQL instead of the built-in SQLite file.",
    "scale": "Run on several machines: Redis or NATS for jobs, events and rate limits.",
    "documents": "Read Word, Excel and PowerPoint files for search, analysis and better organizing.",
    "images": "Find near-duplicate photos (resized or re-saved copies), not only identical files.",
    "audio": "Transcribe speech in audio files so they can be searched, fully offline.",
    "video": "Detect scenes in videos for analysis.",
    "semantic": "Search by meaning (\"tax papers\" finds \"invoice 2023\"), with a local model.",
}
_PLAIN = {
    "must be an absolute path": "is not a full path. Write it from the top, for example /home/you/Documents.",
    "no such folder": "does not exist on this machine. Check the spelling, or create the folder first.",
    "give at least one folder": "Give at least one folder, one per line, for example /home/you/Documents.",
}

bp = Blueprint("system_pages", __name__, url_prefix="/ui", template_folder="templates")
SETUP_DEFERRED = "setup_deferred"


def _kernel() -> Any:
    return current_app.kernel  # type: ignore[attr-defined]


async def _render_setup(values: dict[str, Any] | None = None, errors: list[dict[str, Any]] | None = None,
                        status: int = 200) -> Any:
    kernel = _kernel()
    state = await setup.setup_status(kernel)
    actor = getattr(g, "actor", None)
    values = values or {"roots": "\n".join(r["path"] for r in state["roots"]), "methodology": state["methodology"]}
    html = await render_template(
        "system/setup.html",
        state=state,
        values=values,
        errors=errors or [],
        methodologies=setup.known_methodologies(kernel),
        can_write=actor is not None and actor.role == "admin",
        groups=setup.dependency_groups(),
        features=FEATURES,
    )
    return html, status


@bp.get("/setup")
async def setup_page() -> Any:
    """The wizard: roots (one per line) and the default methodology."""
    return await _render_setup()


@bp.post("/setup")
@require(CONFIG_WRITE)
async def setup_submit() -> Any:
    """Finish setup from the form; errors re-render the form with a 422."""
    form = await request.form
    raw_roots = form.get("roots", "")
    roots = [line.strip() for line in raw_roots.splitlines() if line.strip()]
    methodology = form.get("methodology", "default")
    try:
        change = await setup.complete_setup(_kernel(), roots, methodology)
    except ApiError as exc:
        errors = exc.details if isinstance(exc.details, list) else [{"loc": [], "msg": exc.message}]
        errors = [{**e, "text": plain_error(e, roots)} for e in errors]
        return await _render_setup({"roots": raw_roots, "methodology": methodology}, errors, 422)
    session.pop(SETUP_DEFERRED, None)
    message = "Setup complete."
    if "roots" in change.env_overrides:
        message += " Note: FOLDWISE_ROOTS in the environment overrides the roots."
    await flash(message, "success")
    return redirect("/ui/", 303)


@bp.post("/setup/defer")
async def setup_defer() -> Any:
    """Hide the setup reminder for this session and go home."""
    await check_permission("system.read")
    session[SETUP_DEFERRED] = True
    await flash("Setup postponed; finish it any time from the Setup page.", "message")
    return redirect("/ui/", 303)


def status_panel(kernel: Any) -> dict[str, Any]:
    """The dashboard panel: version, setup state, roots and plugins at a glance."""
    from foldwise import __version__

    settings = kernel.settings
    loaded = sum(1 for i in kernel.pm.infos.values() if i.status == "loaded")
    failed = [i.name for i in kernel.pm.infos.values() if i.status == "error"]
    roots = "".join(f"<li><code>{escape(str(r))}</code></li>" for r in settings.roots) or "<li>none yet</li>"
    parts = [
        f"<p>foldwise {escape(__version__)} · {loaded} plugins loaded</p>",
        f"<p>Roots:</p><ul>{roots}</ul>",
    ]
    if failed:
        parts.append(f"<p class=\"fw-flash fw-flash-error\">Plugins failed to load: {escape(', '.join(failed))}</p>")
    if not settings.setup_completed and not session.get(SETUP_DEFERRED):
        parts.append('<p><a href="/ui/setup" role="button">Finish setup</a></p>')
    return {"title": "System", "html": Markup("".join(parts))}


def plain_error(error: dict[str, Any], roots: list[str]) -> str:
    """A setup error in plain words with its fix (``roots.0: must be an absolute path`` is not for people)."""
    loc, msg = list(error.get("loc") or []), str(error.get("msg") or "")
    fix = _PLAIN.get(msg, msg[:1].upper() + msg[1:] + ("" if msg.endswith(".") else "."))
    if loc[:1] == ["roots"] and len(loc) > 1 and isinstance(loc[1], int):
        index = loc[1]
        shown = roots[index] if index < len(roots) else ""
        return f"Folder on line {index + 1} ({shown}) {fix}" if shown else f"Folder on line {index + 1} {fix}"
    if loc[:1] == ["methodology"]:
        return f"Methodology: {fix}"
    return fix
