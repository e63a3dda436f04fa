"""Request and response models of the ``teams`` plugin (with examples for ``/openapi.json``)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, model_validator

from foldwise.sdk import PATH_SCHEMA, ApiErrorBody, RequestModel

__all__ = ["TeamIn", "InviteIn", "RoleIn", "WorkspaceIn", "ShareIn", "NotificationsQuery", "MarkReadIn",
           "TeamEnvelope", "TeamsEnvelope", "InvitationEnvelope", "WorkspaceEnvelope", "WorkspacesEnvelope",
           "ShareEnvelope", "SharesEnvelope", "RemovedEnvelope", "NotificationsEnvelope", "MarkReadEnvelope",
           "ErrorBody", "TeamRole", "Access"]

TeamRole = Literal["admin", "member", "viewer"]
Access = Literal["read", "write"]
_NAME = Field(min_length=1, max_length=80, pattern=r"\S")
_ID = Field(ge=1, le=2**31 - 1)


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


class TeamIn(RequestModel):
    model_config = _examples({"name": "Household"})
    name: str = _NAME


class InviteIn(RequestModel):
    """Invite an account (by username or email) into the team with a team role."""

    model_config = _examples({"username": "bob", "role": "member"})
    username: str = Field(min_length=1, max_length=254)
    role: TeamRole = "member"


class RoleIn(RequestModel):
    model_config = _examples({"user_id": 2, "role": "viewer"})
    user_id: int = _ID
    role: TeamRole


class WorkspaceIn(RequestModel):
    model_config = _examples({"name": "Photos", "folders": ["/srv/files/photos"]})
    name: str = _NAME
    folders: list[Annotated[str, Field(min_length=1, max_length=4096, json_schema_extra=PATH_SCHEMA)]] = Field(
        min_length=1, max_length=50, description="absolute folders under the roots")
    team_id: int | None = Field(None, ge=1, le=2**31 - 1)
    methodology: str | None = Field(None, min_length=1, max_length=64)


class ShareIn(RequestModel):
    """Share with one account (``with_user``: username or email) or one team (``with_team``: its id)."""

    model_config = ConfigDict(json_schema_extra={
        "examples": [{"workspace_id": 1, "with_user": "bob", "access": "read"},
                     {"workspace_id": 1, "with_team": 3, "access": "write"}],
        "oneOf": [{"required": ["with_user"]}, {"required": ["with_team"]}]})
    workspace_id: int = _ID
    with_user: str = Field(None, min_length=1, max_length=254)  # type: ignore[assignment] - absent: None
    with_team: int = Field(None, ge=1, le=2**31 - 1)  # type: ignore[assignment] - absent: None
    access: Access = "read"

    @model_validator(mode="after")
    def _one_recipient(self) -> "ShareIn":
        if (self.with_user is None) == (self.with_team is None):
            raise ValueError("give exactly one of with_user and with_team")
        return self


class NotificationsQuery(RequestModel):
    unread: bool = False
    limit: int = Field(50, ge=1, le=200)


class MarkReadIn(RequestModel):
    """``ids`` to mark those, or ``all: true`` for every unread one (neither: nothing is marked)."""

    model_config = _examples({"ids": [4, 5]}, {"all": True})
    ids: list[Annotated[int, Field(ge=1, le=2**31 - 1)]] = Field(default_factory=list, max_length=500)
    all: StrictBool = False


class MemberOut(BaseModel):
    user_id: int
    username: str
    role: str


class TeamOut(BaseModel):
    id: int
    name: str
    owner_id: int
    created_at: str | None
    members: list[MemberOut]
    role: str | None = None


class InvitationOut(BaseModel):
    id: int
    team_id: int
    team_name: str
    user_id: int
    username: str | None
    role: str
    invited_by: str | None
    status: Literal["pending", "accepted", "declined"]
    created_at: str | None


class TeamsOut(BaseModel):
    items: list[TeamOut]
    invitations: list[InvitationOut] = Field(description="the caller's pending invitations")


class WorkspaceOut(BaseModel):
    id: int
    name: str
    folders: list[str]
    owner_id: int
    team_id: int | None
    methodology: str | None
    access: Access | None
    current: bool
    created_at: str | None


class WorkspacesOut(BaseModel):
    items: list[WorkspaceOut]


class ShareOut(BaseModel):
    id: int
    workspace_id: int
    workspace_name: str
    folders: list[str]
    owner: str | None
    with_user_id: int | None
    with_user: str | None
    with_team_id: int | None
    with_team: str | None
    access: Access
    direction: Literal["incoming", "outgoing"]
    created_at: str | None


class SharesOut(BaseModel):
    items: list[ShareOut]


class RemovedOut(BaseModel):
    id: int
    removed: bool


class NotificationOut(BaseModel):
    id: int
    kind: str
    title: str
    link: str | None
    data: dict[str, Any]
    read: bool
    created_at: str | None


class NotificationsOut(BaseModel):
    items: list[NotificationOut]
    unread: int


class MarkReadOut(BaseModel):
    marked: int
    unread: int


_TEAM = {"id": 1, "name": "Household", "owner_id": 1, "created_at": "2026-01-02T10:00:00+00:00",
         "members": [{"user_id": 1, "username": "alice", "role": "admin"}], "role": "admin"}
_INVITATION = {"id": 4, "team_id": 1, "team_name": "Household", "user_id": 2, "username": "bob", "role": "member",
               "invited_by": "alice", "status": "pending", "created_at": "2026-01-02T10:05:00+00:00"}
_WORKSPACE = {"id": 1, "name": "Photos", "folders": ["/srv/files/photos"], "owner_id": 1, "team_id": None,
              "methodology": None, "access": "write", "current": True, "created_at": "2026-01-02T10:00:00+00:00"}
_SHARE = {"id": 3, "workspace_id": 1, "workspace_name": "Photos", "folders": ["/srv/files/photos"], "owner": "alice",
          "with_user_id": 2, "with_user": "bob", "with_team_id": None, "with_team": None, "access": "read",
          "direction": "outgoing", "created_at": "2026-01-02T10:10:00+00:00"}
_NOTE = {"id": 5, "kind": "share", "title": "alice shared the workspace Photos with you (read)",
         "link": "/ui/profile/shared", "data": {"share_id": 3, "workspace_id": 1}, "read": False,
         "created_at": "2026-01-02T10:10:00+00:00"}


def _envelope(data: Any) -> ConfigDict:
    return _examples({"success": True, "data": data})


class _Envelope(BaseModel):
    success: bool = True


class TeamEnvelope(_Envelope):
    model_config = _envelope(_TEAM)
    data: TeamOut


class TeamsEnvelope(_Envelope):
    model_config = _envelope({"items": [_TEAM], "invitations": [_INVITATION]})
    data: TeamsOut


class InvitationEnvelope(_Envelope):
    model_config = _envelope(_INVITATION)
    data: InvitationOut


class WorkspaceEnvelope(_Envelope):
    model_config = _envelope(_WORKSPACE)
    data: WorkspaceOut


class WorkspacesEnvelope(_Envelope):
    model_config = _envelope({"items": [_WORKSPACE]})
    data: WorkspacesOut


class ShareEnvelope(_Envelope):
    model_config = _envelope(_SHARE)
    data: ShareOut


class SharesEnvelope(_Envelope):
    model_config = _envelope({"items": [_SHARE]})
    data: SharesOut


class RemovedEnvelope(_Envelope):
    model_config = _envelope({"id": 3, "removed": True})
    data: RemovedOut


class NotificationsEnvelope(_Envelope):
    model_config = _envelope({"items": [_NOTE], "unread": 1})
    data: NotificationsOut


class MarkReadEnvelope(_Envelope):
    model_config = _envelope({"marked": 1, "unread": 0})
    data: MarkReadOut


class ErrorBody(ApiErrorBody):
    model_config = _examples({"error": "not_found", "message": "workspace 9 not found", "details": None})
