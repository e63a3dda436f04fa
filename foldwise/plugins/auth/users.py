"""Administration of accounts: list, create, change role or active state, reset links."""

from __future__ import annotations

from typing import Any

from foldwise.sdk import ApiError, NotFound, User, accounts, tokens

__all__ = ["list_users", "get_user", "update_user"]


async def list_users() -> list[dict[str, Any]]:
    """Every account, oldest first (public records)."""
    return [accounts.user_record(u) for u in await User.all().order_by("id")]


async def get_user(user_id: int) -> User:
    """The user ``user_id`` or 404 ``not_found``."""
    user = await User.get_or_none(id=user_id)
    if user is None:
        raise NotFound(f"no user with id {user_id}")
    return user


async def update_user(actor_id: int, user_id: int, role: str | None, active: bool | None) -> dict[str, Any]:
    """Change a user's ``role`` and/or ``active`` state. Deactivating ends every session and refresh token
    at once. An admin cannot demote or deactivate themselves (400 ``invalid_request``): the last admin
    could otherwise lock everyone out."""
    user = await get_user(user_id)
    if role is not None and role not in ("admin", "member", "viewer"):
        raise ApiError("role must be admin, member or viewer")
    if user_id == actor_id and (active is False or (role is not None and role != "admin")):
        raise ApiError("you cannot demote or deactivate your own account: ask another administrator")
    fields: list[str] = []
    if role is not None and role != user.role:
        user.role = role
        fields.append("role")
    if active is not None and active != user.is_active:
        user.is_active = active
        fields.append("is_active")
    if fields:
        await user.save(update_fields=fields)
    if active is False:
        await tokens.revoke_user_sessions(user.id)
    return accounts.user_record(user)
