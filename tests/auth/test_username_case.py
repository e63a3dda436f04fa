"""Usernames are unique without regard to case; sign-in and lookups ignore case; older databases upgrade."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tortoise import Tortoise, connections

from foldwise.kernel import db
from foldwise.kernel.auth.models import User
from foldwise.kernel.core import Kernel
from tests.conftest import make_settings

from .helpers import PASSWORD, bearer, login, register


async def test_a_username_differing_only_in_case_is_taken(client: Any) -> None:
    assert (await register(client, "admin")).status_code == 201
    for name in ("ADMIN", "Admin", "aDmIn"):
        dup = await register(client, name, email=f"{name}-x@example.com")
        body = await dup.get_json()
        assert dup.status_code == 400 and body["error"] == "username_taken", body
        assert set(body) == {"error", "message", "details"}
    assert await User.all().count() == 1


async def test_login_ignores_case_and_keeps_the_stored_spelling(client: Any) -> None:
    await register(client, "Alice")
    tokens = await login(client, "aLICE")
    me = await client.get("/api/v1/auth/me", headers=bearer(tokens))
    assert (await me.get_json())["data"]["username"] == "Alice"
    form = await client.post("/api/v1/auth/login", form={"username": "ALICE", "password": PASSWORD})
    assert form.status_code == 200


async def test_a_database_with_case_duplicates_upgrades(home: Path, root: Path, db_backend: str | None) -> None:
    """0004 backfills ``username_key``; an older case twin keeps signing in by its exact name."""
    from tortoise.migrations.api import migrate

    overrides = {"database": {"url": db_backend}} if db_backend else {}
    kernel = Kernel(make_settings(home, [root], **overrides))
    config = db.tortoise_config(kernel)
    await migrate(config=config, target="kernel.0003_transaction_owner")
    await Tortoise.close_connections()
    await Tortoise.init(config=config)
    conn = connections.get("default")
    postgres = conn.capabilities.dialect == "postgres"
    marks = "$1, $2" if postgres else "?, ?"
    true = "true" if postgres else "1"
    from foldwise.kernel.auth.passwords import hash_password

    password_hash = await hash_password(PASSWORD)
    for name in ("admin", "ADMIN", "Bob"):
        await conn.execute_query(
            f'INSERT INTO "auth_user" ("username", "password_hash", "role", "is_active", "created_at") '
            f"VALUES ({marks}, 'member', {true}, CURRENT_TIMESTAMP)", [name, password_hash])
    await Tortoise.close_connections()

    await db.init_db(kernel)
    try:
        keys = {u.username: u.username_key for u in await User.all()}
        admin_twin = await User.get(username="ADMIN")
        assert keys == {"admin": "admin", "ADMIN": f"admin#{admin_twin.id}", "Bob": "bob"}
        from foldwise.kernel.auth.accounts import authenticate_password

        assert (await authenticate_password("ADMIN", PASSWORD)).username == "ADMIN"
        assert (await authenticate_password("Admin", PASSWORD)).username == "admin"
        assert (await authenticate_password("BOB", PASSWORD)).username == "Bob"
    finally:
        await db.close_db()
