"""Role rules and the ``permission_allowed`` hook."""

from __future__ import annotations

from typing import Any

from foldwise.kernel.auth.permissions import role_allows
from foldwise.kernel.hookspecs import hookimpl
from foldwise.kernel.registry import Permission

from .helpers import bearer, login, register

PERMS = {
    "config.write": Permission("config.write", ("admin",)),
    "users.read": Permission("users.read", ("admin",)),
    "files.write": Permission("files.write"),
    "files.read": Permission("files.read"),
}


def test_role_rules() -> None:
    assert all(role_allows(PERMS, "admin", name) for name in [*PERMS, "anything.else"])
    assert not role_allows(PERMS, "member", "config.write")
    assert role_allows(PERMS, "member", "files.write") and role_allows(PERMS, "member", "unregistered.write")
    assert role_allows(PERMS, "viewer", "files.read") and role_allows(PERMS, "viewer", "unregistered.read")
    assert not role_allows(PERMS, "viewer", "files.write")
    assert not role_allows(PERMS, "viewer", "users.read")  # admin-only even though it ends in .read
    assert not role_allows(PERMS, "guest", "files.read")


class _DenyKeys:
    @hookimpl
    def permission_allowed(self, actor: Any, action: str, resource: Any) -> Any:
        async def decide() -> bool | None:
            return False if action == "api_keys.manage" and actor.username == "alice" else None
        return decide()


async def test_hook_overrides_roles(client: Any, app: Any) -> None:
    await register(client, "alice")
    await register(client, "bob")
    alice, bob = await login(client, "alice"), await login(client, "bob")
    app.app.kernel.pm.register(_DenyKeys(), name="test-deny-keys")
    denied = await client.post("/api/v1/api-keys", headers=bearer(alice), json={"name": "x"})
    assert denied.status_code == 403 and (await denied.get_json())["error"] == "forbidden"
    assert (await client.post("/api/v1/api-keys", headers=bearer(bob), json={"name": "x"})).status_code == 201
