"""The ``teams`` capability: teams and invitations, workspaces and sharing, the workspace scope,
notifications and the account's activity trail. No Quart here: routes, pages and the CLI adapt it."""

from __future__ import annotations

import os
from typing import Any, Iterable

from tortoise.expressions import Q

from foldwise.plugins.teams.models import (CurrentWorkspace, Invitation, Notification, Share, Team, TeamMember,
                                           Workspace)
from foldwise.sdk import Conflict, Forbidden, InvalidRequest, NotFound, PathScope, User

__all__ = ["TeamsService", "TEAM_ROLES", "ACCESS_LEVELS", "FINAL_JOB_STATUSES"]

#: Roles inside a team: ``admin`` invites and sets roles, ``viewer`` only reads the team's workspaces.
TEAM_ROLES = ("admin", "member", "viewer")
ACCESS_LEVELS = ("read", "write")
FINAL_JOB_STATUSES = ("completed", "partial", "failed", "cancelled", "rolled_back")
_LEVEL = {"read": 1, "write": 2}


def _iso(value: Any) -> str | None:
    return value.isoformat() if value is not None else None


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


class TeamsService:
    """Teams, workspaces, shares and notifications of one kernel."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel

    # ---- accounts ------------------------------------------------------------------
    @staticmethod
    async def find_user(name_or_email: str) -> User:
        """The active account with this username (any case) or email; 404 ``not_found`` otherwise."""
        text = (name_or_email or "").strip()
        user = await User.get_or_none(Q(username_key=text.lower()) | Q(email=text), is_active=True) if text else None
        if user is None:
            raise NotFound(f"no active account named {text[:64]!r}")
        return user

    @staticmethod
    async def usernames(ids: Iterable[int]) -> dict[int, str]:
        wanted = {i for i in ids if i is not None}
        if not wanted:
            return {}
        return dict(await User.filter(id__in=wanted).values_list("id", "username"))

    # ---- teams ---------------------------------------------------------------------
    async def team_roles(self, user_id: int) -> dict[int, str]:
        """``{team_id: role}`` of the teams ``user_id`` belongs to."""
        return dict(await TeamMember.filter(user_id=user_id).values_list("team_id", "role"))

    async def create_team(self, actor: Any, name: str) -> dict[str, Any]:
        """A new team with the caller as its admin."""
        team = await Team.create(name=name.strip(), owner_id=actor.user_id)
        await TeamMember.create(team=team, user_id=actor.user_id, role="admin")
        return await self.team_wire(team)

    async def team_wire(self, team: Team) -> dict[str, Any]:
        members = await TeamMember.filter(team_id=team.id).order_by("id").values("user_id", "role")
        names = await self.usernames(m["user_id"] for m in members)
        return {"id": team.id, "name": team.name, "owner_id": team.owner_id, "created_at": _iso(team.created_at),
                "members": [{"user_id": m["user_id"], "username": names.get(m["user_id"], "?"), "role": m["role"]}
                            for m in members]}

    async def teams_of(self, actor: Any) -> list[dict[str, Any]]:
        """The caller's teams (an admin: every team), each with its members and the caller's role."""
        roles = await self.team_roles(actor.user_id)
        query = Team.all() if actor.is_admin else Team.filter(id__in=list(roles))
        out = []
        for team in await query.order_by("id"):
            wire = await self.team_wire(team)
            wire["role"] = roles.get(team.id)
            out.append(wire)
        return out

    async def _team_for_admin(self, actor: Any, team_id: int) -> Team:
        """The team when the caller may manage it (team admin or site admin): 404 when it is not theirs to
        see, 403 when they are a plain member."""
        team = await Team.get_or_none(id=team_id)
        roles = await self.team_roles(actor.user_id)
        if team is None or (team.id not in roles and not actor.is_admin):
            raise NotFound(f"team {team_id} not found")
        if not actor.is_admin and roles.get(team.id) != "admin":
            raise Forbidden("only a team admin may invite people or change roles")
        return team

    async def invite(self, actor: Any, team_id: int, username: str, role: str) -> dict[str, Any]:
        """A pending invitation (and a notification to the invitee); 409 when already in or invited."""
        team = await self._team_for_admin(actor, team_id)
        user = await self.find_user(username)
        if await TeamMember.exists(team_id=team.id, user_id=user.id):
            raise Conflict(f"{user.username} is already in {team.name}")
        if await Invitation.exists(team_id=team.id, user_id=user.id, status="pending"):
            raise Conflict(f"{user.username} is already invited to {team.name}")
        invitation = await Invitation.create(team=team, user_id=user.id, role=role, invited_by=actor.user_id)
        await self.notify(user.id, "invitation", f"{actor.username} invited you to the team {team.name}",
                          link="/ui/profile/team", data={"invitation_id": invitation.id, "team_id": team.id})
        return await self.invitation_wire(invitation)

    async def invitation_wire(self, invitation: Invitation) -> dict[str, Any]:
        team = await Team.get(id=invitation.team_id)
        names = await self.usernames([invitation.user_id, invitation.invited_by])
        return {"id": invitation.id, "team_id": team.id, "team_name": team.name, "user_id": invitation.user_id,
                "username": names.get(invitation.user_id), "role": invitation.role,
                "invited_by": names.get(invitation.invited_by), "status": invitation.status,
                "created_at": _iso(invitation.created_at)}

    async def invitations_for(self, actor: Any) -> list[dict[str, Any]]:
        """The caller's pending invitations, newest first."""
        rows = await Invitation.filter(user_id=actor.user_id, status="pending").order_by("-id")
        return [await self.invitation_wire(i) for i in rows]

    async def answer(self, actor: Any, invitation_id: int, accept: bool) -> dict[str, Any]:
        """Accept (join the team with the invited role) or decline one's own pending invitation."""
        invitation = await Invitation.get_or_none(id=invitation_id, user_id=actor.user_id)
        if invitation is None:
            raise NotFound(f"invitation {invitation_id} not found")
        if invitation.status != "pending":
            raise Conflict(f"this invitation was already {invitation.status}")
        invitation.status = "accepted" if accept else "declined"
        await invitation.save(update_fields=["status"])
        if accept and not await TeamMember.exists(team_id=invitation.team_id, user_id=actor.user_id):
            await TeamMember.create(team_id=invitation.team_id, user_id=actor.user_id, role=invitation.role)
        return await self.invitation_wire(invitation)

    async def set_role(self, actor: Any, team_id: int, user_id: int, role: str) -> dict[str, Any]:
        """Change a member's team role; a team keeps at least one admin."""
        team = await self._team_for_admin(actor, team_id)
        member = await TeamMember.get_or_none(team_id=team.id, user_id=user_id)
        if member is None:
            raise NotFound(f"account {user_id} is not in {team.name}")
        if member.role == "admin" and role != "admin" and \
                await TeamMember.filter(team_id=team.id, role="admin").count() == 1:
            raise Conflict("a team keeps at least one admin")
        member.role = role
        await member.save(update_fields=["role"])
        return await self.team_wire(team)

    # ---- workspaces and the scope ----------------------------------------------------
    async def access_map(self, user_id: int) -> dict[int, int] | None:
        """``{workspace_id: level}`` (1 read, 2 write) of every workspace; None for an admin."""
        user = await User.get_or_none(id=user_id)
        if user is not None and user.role == "admin":
            return None
        teams = await self.team_roles(user_id)
        out: dict[int, int] = {}
        for ws_id, owner_id, team_id in await Workspace.all().values_list("id", "owner_id", "team_id"):
            level = 0
            if owner_id == user_id:
                level = 2
            elif team_id is not None and team_id in teams:
                level = 1 if teams[team_id] == "viewer" else 2
            out[ws_id] = level
        shares = Share.filter(Q(with_user_id=user_id) | Q(with_team_id__in=list(teams) or [0]))
        for ws_id, access in await shares.values_list("workspace_id", "access"):
            out[ws_id] = max(out.get(ws_id, 0), _LEVEL.get(access, 0))
        if user is not None and user.role == "viewer":
            out = {k: min(v, 1) for k, v in out.items()}
        return out

    async def scope_of(self, user_id: int) -> PathScope | None:
        """The ``PathScope`` of ``user_id``: None while no workspace exists or for an admin."""
        rows = await Workspace.all().values_list("id", "folders")
        if not rows:
            return None
        levels = await self.access_map(user_id)
        if levels is None:
            return None
        return PathScope(tuple((folder, levels.get(ws_id, 0)) for ws_id, folders in rows for folder in folders or ()),
                         user_id=user_id)

    async def _resolve_folders(self, actor: Any, folders: list[str]) -> list[str]:
        """Each folder resolved in the sandbox (under the roots, inside the caller's scope); the caller must
        be able to change it, and only an admin may claim a whole root."""
        from foldwise.sdk import current_scope

        sandbox = self.kernel.sandbox
        out: list[str] = []
        for folder in folders:
            real = str(await sandbox.aresolve(folder, kind="dir"))
            if sandbox.is_root(real) and not actor.is_admin:
                raise Forbidden("only an admin may make a whole root a workspace")
            scope = current_scope()
            if scope is not None:
                scope.check_write(real)
            if real not in out:
                out.append(real)
        return out

    async def create_workspace(self, actor: Any, name: str, folders: list[str], team_id: int | None = None,
                               methodology: str | None = None) -> dict[str, Any]:
        """A new workspace owned by the caller (or by one of their teams, when ``team_id``)."""
        if team_id is not None:
            roles = await self.team_roles(actor.user_id)
            if team_id not in roles and not actor.is_admin:
                raise NotFound(f"team {team_id} not found")
            if not await Team.exists(id=team_id):
                raise NotFound(f"team {team_id} not found")
            if roles.get(team_id) == "viewer":
                raise Forbidden("a team viewer cannot create the team's workspaces")
        real = await self._resolve_folders(actor, folders)
        workspace = await Workspace.create(name=name.strip(), owner_id=actor.user_id, team_id=team_id,
                                           folders=real, methodology=methodology)
        return self.workspace_wire(workspace, access="write")

    @staticmethod
    def workspace_wire(ws: Workspace, *, access: str | None = None, current: bool = False) -> dict[str, Any]:
        return {"id": ws.id, "name": ws.name, "folders": list(ws.folders or []), "owner_id": ws.owner_id,
                "team_id": ws.team_id, "methodology": ws.methodology, "access": access, "current": current,
                "created_at": _iso(ws.created_at)}

    async def workspaces_of(self, actor: Any) -> list[dict[str, Any]]:
        """The workspaces the caller may see (an admin: all), with their access and which one is current."""
        levels = await self.access_map(actor.user_id) if not actor.is_admin else None
        current = await self.current_id(actor.user_id)
        out = []
        for ws in await Workspace.all().order_by("id"):
            level = 2 if levels is None else levels.get(ws.id, 0)
            if level:
                out.append(self.workspace_wire(ws, access="write" if level == 2 else "read", current=ws.id == current))
        return out

    async def visible_workspace(self, actor: Any, workspace_id: int) -> tuple[Workspace, int]:
        """The workspace and the caller's level on it; 404 when the caller may not see it."""
        ws = await Workspace.get_or_none(id=workspace_id)
        levels = None if actor.is_admin else await self.access_map(actor.user_id)
        level = 2 if levels is None else (levels or {}).get(workspace_id, 0)
        if ws is None or not level:
            raise NotFound(f"workspace {workspace_id} not found")
        return ws, level

    async def current_id(self, user_id: int) -> int | None:
        row = await CurrentWorkspace.get_or_none(user_id=user_id)
        return row.workspace_id if row is not None else None

    async def switch(self, actor: Any, workspace_id: int) -> dict[str, Any]:
        """Make a visible workspace the caller's current one."""
        ws, level = await self.visible_workspace(actor, workspace_id)
        await CurrentWorkspace.update_or_create(defaults={"workspace_id": ws.id}, user_id=actor.user_id)
        return self.workspace_wire(ws, access="write" if level == 2 else "read", current=True)

    async def current_workspace(self, actor: Any) -> dict[str, Any] | None:
        """The caller's current workspace when they still may see it."""
        ws_id = await self.current_id(actor.user_id)
        if ws_id is None:
            return None
        try:
            ws, level = await self.visible_workspace(actor, ws_id)
        except NotFound:
            return None
        return self.workspace_wire(ws, access="write" if level == 2 else "read", current=True)

    # ---- sharing -------------------------------------------------------------------
    async def share(self, actor: Any, workspace_id: int, access: str, *, with_user: str | None = None,
                    with_team: int | None = None) -> dict[str, Any]:
        """Share a workspace the caller can change with an account or a team (notifying them)."""
        if (with_user is None) == (with_team is None):
            raise InvalidRequest("give exactly one of with_user and with_team")
        ws, level = await self.visible_workspace(actor, workspace_id)
        if level < 2:
            raise Forbidden("only those who may change a workspace may share it")
        recipients: list[int]
        if with_user is not None:
            user = await self.find_user(with_user)
            if user.id == ws.owner_id:
                raise Conflict("the workspace already belongs to this account")
            existing = Share.filter(workspace_id=ws.id, with_user_id=user.id)
            recipients = [user.id]
        else:
            if not await Team.exists(id=with_team):
                raise NotFound(f"team {with_team} not found")
            existing = Share.filter(workspace_id=ws.id, with_team_id=with_team)
            recipients = list(await TeamMember.filter(team_id=with_team).values_list("user_id", flat=True))
        if await existing.exists():
            await existing.update(access=access)
            item = await existing.first()
        else:
            item = await Share.create(workspace=ws, with_user_id=recipients[0] if with_user is not None else None,
                                      with_team_id=with_team, access=access, created_by=actor.user_id)
        assert item is not None
        for uid in recipients:
            if uid != actor.user_id:
                await self.notify(uid, "share", f"{actor.username} shared the workspace {ws.name} with you ({access})",
                                  link="/ui/profile/shared", data={"share_id": item.id, "workspace_id": ws.id})
        return await self.share_wire(item, direction="outgoing")

    async def share_wire(self, item: Share, *, direction: str) -> dict[str, Any]:
        ws = await Workspace.get(id=item.workspace_id)
        names = await self.usernames([item.with_user_id, ws.owner_id])
        team = await Team.get_or_none(id=item.with_team_id) if item.with_team_id else None
        return {"id": item.id, "workspace_id": ws.id, "workspace_name": ws.name, "folders": list(ws.folders or []),
                "owner": names.get(ws.owner_id), "with_user_id": item.with_user_id,
                "with_user": names.get(item.with_user_id) if item.with_user_id else None,
                "with_team_id": item.with_team_id, "with_team": team.name if team else None,
                "access": item.access, "direction": direction, "created_at": _iso(item.created_at)}

    async def shares_of(self, actor: Any) -> list[dict[str, Any]]:
        """Shares of the caller's workspaces (outgoing) and shares made with them (incoming)."""
        mine = [ws_id for ws_id, level in ((await self.access_map(actor.user_id)) or {}).items() if level == 2]
        owned = set(await Workspace.filter(owner_id=actor.user_id).values_list("id", flat=True))
        teams = list(await self.team_roles(actor.user_id))
        out = []
        for item in await Share.filter(workspace_id__in=list(owned | set(mine)) or [0]).order_by("id"):
            out.append(await self.share_wire(item, direction="outgoing"))
        seen = {s["id"] for s in out}
        incoming = Share.filter(Q(with_user_id=actor.user_id) | Q(with_team_id__in=teams or [0])).order_by("id")
        for item in await incoming:
            if item.id not in seen:
                out.append(await self.share_wire(item, direction="incoming"))
        return out

    async def unshare(self, actor: Any, share_id: int) -> dict[str, Any]:
        """Remove a share of a workspace the caller can change (the recipient may also leave it)."""
        item = await Share.get_or_none(id=share_id)
        if item is None:
            raise NotFound(f"share {share_id} not found")
        teams = await self.team_roles(actor.user_id)
        recipient = item.with_user_id == actor.user_id or (item.with_team_id in teams)
        try:
            _ws, level = await self.visible_workspace(actor, item.workspace_id)
        except NotFound:
            level = 0
        if not level:
            raise NotFound(f"share {share_id} not found")
        if level < 2 and not recipient:
            raise Forbidden("only those who may change the workspace may stop sharing it")
        await item.delete()
        return {"id": share_id, "removed": True}

    # ---- notifications --------------------------------------------------------------
    async def notify(self, user_id: int, kind: str, title: str, *, link: str | None = None,
                     data: dict[str, Any] | None = None) -> dict[str, Any]:
        """Store a notification and push it on the bus as ``notification`` (relayed to its addressee only)."""
        item = await Notification.create(user_id=user_id, kind=kind, title=title[:200], link=link, data=data or {})
        wire = self.notification_wire(item)
        bus = getattr(self.kernel, "bus", None)
        if bus is not None:
            await bus.publish("notification", {**wire, "user_id": user_id}, channel=f"user:{user_id}")
        return wire

    @staticmethod
    def notification_wire(item: Notification) -> dict[str, Any]:
        return {"id": item.id, "kind": item.kind, "title": item.title, "link": item.link, "data": item.data,
                "read": item.read, "created_at": _iso(item.created_at)}

    async def notifications(self, user_id: int, *, unread: bool = False, limit: int = 50) -> dict[str, Any]:
        """``{items, unread}``: the account's newest notifications and how many are unread."""
        query = Notification.filter(user_id=user_id)
        if unread:
            query = query.filter(read=False)
        rows = await query.order_by("-id").limit(limit)
        return {"items": [self.notification_wire(n) for n in rows],
                "unread": await Notification.filter(user_id=user_id, read=False).count()}

    async def mark_read(self, user_id: int, ids: list[int] | None = None) -> dict[str, Any]:
        """Mark the given notifications (all without ``ids``) read: ``{marked, unread}``."""
        query = Notification.filter(user_id=user_id, read=False)
        if ids is not None:
            query = query.filter(id__in=ids or [0])
        marked = await query.update(read=True)
        return {"marked": marked, "unread": await Notification.filter(user_id=user_id, read=False).count()}

    async def on_job_finished(self, job_id: str, data: dict[str, Any]) -> None:
        """A notification to the job's owner when it ends (and when a duplicate scan found groups)."""
        from foldwise.sdk import event_owner_id

        status = data.get("status")
        if status not in FINAL_JOB_STATUSES:
            return
        owner = await event_owner_id(job_id)
        if owner is None:
            return
        job_type = str(data.get("job_type") or "job")
        failed = status == "failed"
        await self.notify(owner, "job_failed" if failed else "job_finished",
                          f"{job_type.capitalize()} job {status}" + (f": {data.get('error')}" if failed else ""),
                          link=f"/ui/organize/jobs/{job_id}" if job_type == "organize" else None,
                          data={"job_id": job_id, "job_type": job_type, "status": status})
        result = data.get("result") if isinstance(data.get("result"), dict) else {}
        groups = result.get("groups") if isinstance(result, dict) else None
        count = groups if isinstance(groups, int) else len(groups) if isinstance(groups, list) else 0
        if job_type == "dedupe.scan" and count:
            await self.notify(owner, "duplicates_found", f"{count} group{'s' if count != 1 else ''} of duplicates found",
                              link="/ui/dedupe", data={"job_id": job_id, "groups": count})

    # ---- activity -----------------------------------------------------------------
    async def activity(self, actor: Any, limit: int = 50) -> list[dict[str, Any]]:
        """The account's trail, newest first: its journaled changes and its sign-ins."""
        from foldwise.sdk import AuthSession, Transaction, owned_transactions

        out: list[dict[str, Any]] = []
        txns = await Transaction.filter(owned_transactions(actor)).exclude(state="open").order_by("-id").limit(limit)
        for txn in txns:
            out.append({"kind": txn.kind, "what": txn.description or txn.kind, "state": txn.state,
                        "at": _iso(txn.created_at), "transaction_id": txn.id})
        for sess in await AuthSession.filter(user_id=actor.user_id).order_by("-created_at").limit(limit):
            what = "signed in on the web" if sess.kind == "web" else "signed in (API)"
            out.append({"kind": "sign_in", "what": what, "state": "ended" if sess.revoked_at else "active",
                        "at": _iso(sess.created_at), "transaction_id": None})
        out.sort(key=lambda e: e["at"] or "", reverse=True)
        return out[:limit]
