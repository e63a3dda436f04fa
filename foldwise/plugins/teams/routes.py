"""REST adapters of the ``teams`` plugin: ``/api/v1/teams``, ``/workspaces``, ``/shared``, ``/notifications``."""

from __future__ import annotations

from typing import Any

from quart import Blueprint
from quart_schema import document_response, tag, validate_querystring, validate_request

from foldwise.plugins.teams import TEAMS_MANAGE, TEAMS_READ, schemas
from foldwise.plugins.teams.service import TeamsService
from foldwise.sdk import NotFound, current_actor, current_kernel, ok, require

__all__ = ["bp", "parse_id"]

bp = Blueprint("teams_api", __name__, url_prefix="/api/v1")


def _service() -> TeamsService:
    return current_kernel().service(TeamsService)


def _actor() -> Any:
    actor = current_actor()
    assert actor is not None  # the guard let the request through
    return actor


def parse_id(raw: str, what: str) -> int:
    """A positive 32-bit id from a path segment; 404 ``not_found`` otherwise (nothing has that id)."""
    if not raw.isdigit() or not 1 <= int(raw) <= 2**31 - 1:
        raise NotFound(f"{what} {raw[:40]!r} not found")
    return int(raw)


@bp.get("/teams")
@tag(["teams"])
@require(TEAMS_READ)
@document_response(schemas.TeamsEnvelope, 200)
async def list_teams() -> Any:
    """The caller's teams (an admin: all) with members, and the caller's pending invitations."""
    actor = _actor()
    service = _service()
    return ok({"items": await service.teams_of(actor), "invitations": await service.invitations_for(actor)})


@bp.post("/teams")
@tag(["teams"])
@require(TEAMS_MANAGE)
@validate_request(schemas.TeamIn)
@document_response(schemas.TeamEnvelope, 201)
async def create_team(data: schemas.TeamIn) -> Any:
    """A new team; the caller is its admin."""
    return ok(await _service().create_team(_actor(), data.name), status=201)


@bp.post("/teams/<team_id>/invite")
@tag(["teams"])
@require(TEAMS_MANAGE)
@validate_request(schemas.InviteIn)
@document_response(schemas.InvitationEnvelope, 201)
@document_response(schemas.ErrorBody, 409)
async def invite(team_id: str, data: schemas.InviteIn) -> Any:
    """Invite an account into the team (team admins): a pending invitation and a notification to them."""
    return ok(await _service().invite(_actor(), parse_id(team_id, "team"), data.username, data.role), status=201)


@bp.post("/teams/<team_id>/role")
@tag(["teams"])
@require(TEAMS_MANAGE)
@validate_request(schemas.RoleIn)
@document_response(schemas.TeamEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def set_role(team_id: str, data: schemas.RoleIn) -> Any:
    """Change a member's team role (team admins); a team keeps one admin at least."""
    return ok(await _service().set_role(_actor(), parse_id(team_id, "team"), data.user_id, data.role))


@bp.post("/teams/invitations/<invitation_id>/accept")
@tag(["teams"])
@require(TEAMS_READ)
@document_response(schemas.InvitationEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def accept(invitation_id: str) -> Any:
    """Accept one of your pending invitations: you join the team with the invited role."""
    return ok(await _service().answer(_actor(), parse_id(invitation_id, "invitation"), True))


@bp.post("/teams/invitations/<invitation_id>/decline")
@tag(["teams"])
@require(TEAMS_READ)
@document_response(schemas.InvitationEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def decline(invitation_id: str) -> Any:
    """Decline one of your pending invitations."""
    return ok(await _service().answer(_actor(), parse_id(invitation_id, "invitation"), False))


@bp.get("/workspaces")
@tag(["workspaces"])
@require(TEAMS_READ)
@document_response(schemas.WorkspacesEnvelope, 200)
async def list_workspaces() -> Any:
    """The workspaces the caller may see (own, their teams', shared with them; an admin: all)."""
    return ok({"items": await _service().workspaces_of(_actor())})


@bp.post("/workspaces")
@tag(["workspaces"])
@require(TEAMS_MANAGE)
@validate_request(schemas.WorkspaceIn)
@document_response(schemas.WorkspaceEnvelope, 201)
@document_response(schemas.ErrorBody, 403)
async def create_workspace(data: schemas.WorkspaceIn) -> Any:
    """A workspace over folders under the roots that the caller may change (a whole root: admins only)."""
    return ok(await _service().create_workspace(_actor(), data.name, data.folders, data.team_id, data.methodology),
              status=201)


@bp.post("/workspaces/<workspace_id>/switch")
@tag(["workspaces"])
@require(TEAMS_READ)
@document_response(schemas.WorkspaceEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def switch(workspace_id: str) -> Any:
    """Make the workspace the caller's current one (per account)."""
    return ok(await _service().switch(_actor(), parse_id(workspace_id, "workspace")))


@bp.get("/shared")
@tag(["workspaces"])
@require(TEAMS_READ)
@document_response(schemas.SharesEnvelope, 200)
async def list_shared() -> Any:
    """Shares of the caller's workspaces (``outgoing``) and shares with the caller (``incoming``)."""
    return ok({"items": await _service().shares_of(_actor())})


@bp.post("/shared")
@tag(["workspaces"])
@require(TEAMS_MANAGE)
@validate_request(schemas.ShareIn)
@document_response(schemas.ShareEnvelope, 201)
@document_response(schemas.ErrorBody, 404)
async def share(data: schemas.ShareIn) -> Any:
    """Share a workspace read-only or read-write with an account or a team (sharing again changes the access)."""
    return ok(await _service().share(_actor(), data.workspace_id, data.access, with_user=data.with_user,
                                     with_team=data.with_team), status=201)


@bp.delete("/shared/<share_id>")
@tag(["workspaces"])
@require(TEAMS_READ)
@document_response(schemas.RemovedEnvelope, 200)
@document_response(schemas.ErrorBody, 404)
async def unshare(share_id: str) -> Any:
    """Stop a share (the workspace's writers; the recipient may leave it)."""
    return ok(await _service().unshare(_actor(), parse_id(share_id, "share")))


@bp.get("/notifications")
@tag(["notifications"])
@require(TEAMS_READ)
@validate_querystring(schemas.NotificationsQuery)
@document_response(schemas.NotificationsEnvelope, 200)
async def notifications(query_args: schemas.NotificationsQuery) -> Any:
    """The caller's notifications, newest first (``unread=true``: only unread), and the unread count."""
    return ok(await _service().notifications(_actor().user_id, unread=query_args.unread, limit=query_args.limit))


@bp.post("/notifications/mark-read")
@tag(["notifications"])
@require(TEAMS_READ)
@validate_request(schemas.MarkReadIn)
@document_response(schemas.MarkReadEnvelope, 200)
async def mark_read(data: schemas.MarkReadIn) -> Any:
    """Mark notifications read: the given ``ids`` or, with ``all``, every unread one."""
    return ok(await _service().mark_read(_actor().user_id, None if data.all else data.ids))
