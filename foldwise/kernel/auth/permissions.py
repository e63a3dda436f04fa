"""Role-based permission decisions, overridable by the ``permission_allowed`` hook."""

from __future__ import annotations

from typing import Any, Mapping

from foldwise.kernel.auth.actor import Actor
from foldwise.kernel.plugins import gather
from foldwise.kernel.registry import Permission

__all__ = ["role_allows", "is_allowed"]


def role_allows(permissions: Mapping[str, Permission], role: str, action: str) -> bool:
    """Default decision by role.

    ``admin``: everything. ``member``: everything except permissions registered
    without ``member`` in their roles (admin-only). ``viewer``: only names ending in
    ``.read`` (and not admin-only ones).
    """
    if role == "admin":
        return True
    perm = permissions.get(action)
    if role == "member":
        return perm is None or "member" in perm.roles
    if role == "viewer":
        if perm is not None and "viewer" in perm.roles:
            return True
        return action.endswith(".read") and (perm is None or "member" in perm.roles)
    return False


async def is_allowed(kernel: Any, actor: Actor | None, action: str, resource: Any = None) -> bool:
    """Decide ``action`` for ``actor``: a hook's False wins, then a hook's True, then the roles."""
    if actor is None:
        return False
    votes = await gather(kernel.pm.hook.permission_allowed(actor=actor, action=action, resource=resource,
                                                           kernel=kernel))
    if any(v is False for v in votes):
        return False
    if any(v is True for v in votes):
        return True
    return role_allows(kernel.permissions, actor.role, action)
