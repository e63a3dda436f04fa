"""Web pages under ``/ui/profile``: team, shared, notifications, workspaces, activity.

Thin adapters over ``TeamsService`` (the same calls as the REST routes). Forms post and redirect with a
flash message; a refused action (403, 404, 409) becomes an error flash on the page it came from.
"""

from __future__ import annotations

from typing import Any, Awaitable, Callable
from urllib.parse import urlencode

from markupsafe import Markup, escape
from quart import Blueprint, flash, redirect, render_template, request

from foldwise.plugins.teams import TEAMS_MANAGE, TEAMS_READ
from foldwise.plugins.teams.service import ACCESS_LEVELS, TEAM_ROLES, TeamsService
from foldwise.sdk import ApiError, InvalidId, current_actor, current_kernel, page_view

__all__ = ["bp", "notifications_panel"]

bp = Blueprint("teams_pages", __name__, url_prefix="/ui/profile", template_folder="templates")


def _service() -> TeamsService:
    return current_kernel().service(TeamsService)


def _form_id(form: Any, name: str) -> int:
    raw = (form.get(name) or "").strip()
    if not raw.isdigit() or not 1 <= int(raw) <= 2**31 - 1:
        raise InvalidId(f"{name.replace('_', ' ')} must be a positive number")
    return int(raw)


def _choice(form: Any, name: str, allowed: tuple[str, ...], default: str) -> str:
    value = (form.get(name) or default).strip()
    if value not in allowed:
        raise ApiError(f"{name} must be one of {', '.join(allowed)}", status=400, code="invalid_request")
    return value


async def _act(back: str, action: Callable[[Any, Any], Awaitable[str]]) -> Any:
    """Run one form action: its message as a success flash, a refusal as an error flash; then back."""
    form = await request.form
    try:
        message = await action(form, current_actor())
    except ApiError as exc:
        await flash(exc.message, "error")
    else:
        await flash(message, "success")
    return redirect(back, 303)


async def _render(template: str, **context: Any) -> Any:
    html = await render_template(template, actor=current_actor(), **context)
    return html, 200, {"Cache-Control": "no-store"}


# ---- team ------------------------------------------------------------------------------
@bp.get("/team")
@page_view(TEAMS_READ)
async def team() -> Any:
    """Your teams and their members, invitations waiting for you, and (team admins) invite and role forms."""
    actor = current_actor()
    service = _service()
    return await _render("teams/team.html", teams=await service.teams_of(actor),
                         invitations=await service.invitations_for(actor), roles=TEAM_ROLES)


@bp.post("/team/create")
@page_view(TEAMS_MANAGE)
async def team_create() -> Any:
    """Create a team (you become its admin)."""
    async def run(form: Any, actor: Any) -> str:
        name = (form.get("name") or "").strip()
        if not name or len(name) > 80:
            raise ApiError("a team name has 1 to 80 characters", status=400, code="invalid_request")
        created = await _service().create_team(actor, name)
        return f"Team {created['name']} created."
    return await _act("/ui/profile/team", run)


@bp.post("/team/invite")
@page_view(TEAMS_MANAGE)
async def team_invite() -> Any:
    """Invite an account by username or email."""
    async def run(form: Any, actor: Any) -> str:
        invitation = await _service().invite(actor, _form_id(form, "team_id"), form.get("username") or "",
                                             _choice(form, "role", TEAM_ROLES, "member"))
        return f"Invited {invitation['username']} to {invitation['team_name']} as {invitation['role']}."
    return await _act("/ui/profile/team", run)


@bp.post("/team/role")
@page_view(TEAMS_MANAGE)
async def team_role() -> Any:
    """Change a member's team role."""
    async def run(form: Any, actor: Any) -> str:
        role = _choice(form, "role", TEAM_ROLES, "member")
        result = await _service().set_role(actor, _form_id(form, "team_id"), _form_id(form, "user_id"), role)
        return f"Role changed in {result['name']}."
    return await _act("/ui/profile/team", run)


@bp.post("/team/answer")
@page_view(TEAMS_READ)
async def team_answer() -> Any:
    """Accept or decline an invitation."""
    async def run(form: Any, actor: Any) -> str:
        accept = _choice(form, "answer", ("accept", "decline"), "accept") == "accept"
        invitation = await _service().answer(actor, _form_id(form, "invitation_id"), accept)
        return f"You joined {invitation['team_name']}." if accept else f"Invitation to {invitation['team_name']} declined."
    return await _act("/ui/profile/team", run)


# ---- workspaces ------------------------------------------------------------------------
@bp.get("/workspaces")
@page_view(TEAMS_READ)
async def workspaces() -> Any:
    """Your workspaces (own, your teams', shared with you), which one is current, and a form for a new one."""
    actor = current_actor()
    service = _service()
    teams = [t for t in await service.teams_of(actor) if t.get("role") in ("admin", "member") or actor.is_admin]
    return await _render("teams/workspaces.html", workspaces=await service.workspaces_of(actor), teams=teams,
                         roots=[str(r) for r in current_kernel().sandbox.roots])


@bp.post("/workspaces/create")
@page_view(TEAMS_MANAGE)
async def workspaces_create() -> Any:
    """Create a workspace from folders (one per line)."""
    async def run(form: Any, actor: Any) -> str:
        name = (form.get("name") or "").strip()
        folders = [line.strip() for line in (form.get("folders") or "").splitlines() if line.strip()]
        if not name or len(name) > 80 or not folders or len(folders) > 50:
            raise ApiError("give a name (1 to 80 characters) and 1 to 50 folders", status=400,
                           code="invalid_request")
        team_id = _form_id(form, "team_id") if (form.get("team_id") or "").strip() else None
        created = await _service().create_workspace(actor, name, folders, team_id)
        return f"Workspace {created['name']} created."
    return await _act("/ui/profile/workspaces", run)


@bp.post("/workspaces/switch")
@page_view(TEAMS_READ)
async def workspaces_switch() -> Any:
    """Switch to a workspace and open its first folder in Files."""
    form = await request.form
    try:
        ws = await _service().switch(current_actor(), _form_id(form, "workspace_id"))
    except ApiError as exc:
        await flash(exc.message, "error")
        return redirect("/ui/profile/workspaces", 303)
    await flash(f"You are now working in {ws['name']}" + (" (read only)." if ws["access"] == "read" else "."),
                "success")
    return redirect("/ui/files?" + urlencode({"path": ws["folders"][0]}) if ws["folders"] else "/ui/files", 303)


# ---- sharing ---------------------------------------------------------------------------
@bp.get("/shared")
@page_view(TEAMS_READ)
async def shared() -> Any:
    """Shares of your workspaces and shares with you, with a form to share one."""
    actor = current_actor()
    service = _service()
    own = [w for w in await service.workspaces_of(actor) if w["access"] == "write"]
    return await _render("teams/shared.html", shares=await service.shares_of(actor), workspaces=own,
                         teams=await service.teams_of(actor), levels=ACCESS_LEVELS)


@bp.post("/shared/add")
@page_view(TEAMS_MANAGE)
async def shared_add() -> Any:
    """Share a workspace with an account (username or email) or a team."""
    async def run(form: Any, actor: Any) -> str:
        access = _choice(form, "access", ACCESS_LEVELS, "read")
        user = (form.get("with_user") or "").strip() or None
        team_id = _form_id(form, "with_team") if (form.get("with_team") or "").strip() and not user else None
        item = await _service().share(actor, _form_id(form, "workspace_id"), access, with_user=user,
                                      with_team=team_id)
        whom = item["with_user"] or f"team {item['with_team']}"
        return f"Shared {item['workspace_name']} with {whom} ({'read only' if access == 'read' else 'read and write'})."
    return await _act("/ui/profile/shared", run)


@bp.post("/shared/remove")
@page_view(TEAMS_READ)
async def shared_remove() -> Any:
    """Stop a share."""
    async def run(form: Any, actor: Any) -> str:
        await _service().unshare(actor, _form_id(form, "share_id"))
        return "Share removed."
    return await _act("/ui/profile/shared", run)


# ---- notifications and activity ---------------------------------------------------------
@bp.get("/notifications")
@page_view(TEAMS_READ)
async def notifications() -> Any:
    """Your notifications, newest first."""
    found = await _service().notifications(current_actor().user_id, unread=request.args.get("unread") == "1")
    return await _render("teams/notifications.html", **found)


@bp.post("/notifications/mark-read")
@page_view(TEAMS_READ)
async def notifications_mark_read() -> Any:
    """Mark one notification (``id``) or all of them read."""
    async def run(form: Any, actor: Any) -> str:
        ids = None if (form.get("id") or "").strip() == "" else [_form_id(form, "id")]
        result = await _service().mark_read(actor.user_id, ids)
        return f"{result['marked']} notification{'s' if result['marked'] != 1 else ''} marked read."
    return await _act("/ui/profile/notifications", run)


@bp.get("/activity")
@page_view(TEAMS_READ)
async def activity() -> Any:
    """Your activity: the changes you made (from the journal) and your sign-ins."""
    return await _render("teams/activity.html", entries=await _service().activity(current_actor()))


async def notifications_panel(kernel: Any, user: Any) -> dict[str, Any]:
    """The home page panel: unread notifications and the current workspace."""
    service = kernel.service(TeamsService)
    found = await service.notifications(user.user_id, unread=True, limit=5)
    current = await service.current_workspace(user)
    parts = []
    if current is not None:
        parts.append(f'<p>Workspace: <a href="/ui/profile/workspaces">{escape(current["name"])}</a></p>')
    if found["items"]:
        items = "".join(
            f"<li>{escape(n['title'])}</li>" if not n["link"] else
            f'<li><a href="{escape(n["link"])}">{escape(n["title"])}</a></li>' for n in found["items"])
        parts.append(f'<ul id="home-notifications">{items}</ul>')
    else:
        parts.append("<p>No unread notifications.</p>")
    parts.append(f'<p><a href="/ui/profile/notifications">All notifications ({found["unread"]} unread)</a></p>')
    return {"title": "Notifications", "html": Markup("".join(parts))}
