"""Tortoise models of the ``teams`` plugin: teams, invitations, workspaces, shares, notifications."""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model

__all__ = ["Team", "TeamMember", "Invitation", "Workspace", "Share", "CurrentWorkspace", "Notification"]


class Team(Model):
    """A named group of accounts whose workspaces belong to every member."""

    id = fields.IntField(primary_key=True)
    name = fields.CharField(max_length=80)
    #: The account that created it.
    owner_id = fields.IntField(db_index=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "teams_team"


class TeamMember(Model):
    """One account in a team with its team role: ``admin`` (invites, sets roles), ``member``, ``viewer``."""

    id = fields.IntField(primary_key=True)
    team: fields.ForeignKeyRelation[Team] = fields.ForeignKeyField(
        "teams.Team", related_name="members", on_delete=fields.CASCADE)
    user_id = fields.IntField(db_index=True)
    role = fields.CharField(max_length=16, default="member")
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "teams_member"
        unique_together = (("team", "user_id"),)


class Invitation(Model):
    """A pending (or answered) invitation of an account into a team."""

    id = fields.IntField(primary_key=True)
    team: fields.ForeignKeyRelation[Team] = fields.ForeignKeyField(
        "teams.Team", related_name="invitations", on_delete=fields.CASCADE)
    user_id = fields.IntField(db_index=True)
    role = fields.CharField(max_length=16, default="member")
    invited_by = fields.IntField()
    #: ``pending``, ``accepted`` or ``declined``.
    status = fields.CharField(max_length=16, default="pending")
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "teams_invitation"


class Workspace(Model):
    """A named set of folders under the roots, owned by an account or a team."""

    id = fields.IntField(primary_key=True)
    name = fields.CharField(max_length=80)
    owner_id = fields.IntField(db_index=True)
    team_id = fields.IntField(null=True, db_index=True)
    #: Absolute, resolved folders under the roots.
    folders = fields.JSONField(default=list)
    methodology = fields.CharField(max_length=64, null=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "teams_workspace"


class Share(Model):
    """A workspace shared with an account or a team, ``read`` or ``write``."""

    id = fields.IntField(primary_key=True)
    workspace: fields.ForeignKeyRelation[Workspace] = fields.ForeignKeyField(
        "teams.Workspace", related_name="shares", on_delete=fields.CASCADE)
    with_user_id = fields.IntField(null=True, db_index=True)
    with_team_id = fields.IntField(null=True, db_index=True)
    access = fields.CharField(max_length=8, default="read")
    created_by = fields.IntField()
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "teams_share"


class CurrentWorkspace(Model):
    """The workspace an account works in now (where its pages open)."""

    user_id = fields.IntField(primary_key=True)
    workspace_id = fields.IntField()

    class Meta:
        table = "teams_current_workspace"


class Notification(Model):
    """Something an account should know about: a finished job, an invitation, a share."""

    id = fields.IntField(primary_key=True)
    user_id = fields.IntField(db_index=True)
    #: ``job_finished``, ``job_failed``, ``invitation``, ``share``, ``duplicates_found``, ``plugin_update``.
    kind = fields.CharField(max_length=32)
    title = fields.CharField(max_length=200)
    link = fields.CharField(max_length=300, null=True)
    data = fields.JSONField(default=dict)
    read = fields.BooleanField(default=False)
    created_at = fields.DatetimeField(auto_now_add=True, db_index=True)

    class Meta:
        table = "teams_notification"
