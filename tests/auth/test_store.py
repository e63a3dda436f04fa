"""Models, key lookup and refresh rotation on SQLite and PostgreSQL (``db_backend``)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, AsyncIterator

import pytest
from tortoise.exceptions import IntegrityError

from foldwise.kernel.auth import api_keys, tokens
from foldwise.kernel.auth.accounts import create_user
from foldwise.kernel.auth.models import ApiKey, RefreshToken, User
from foldwise.kernel.core import open_kernel
from foldwise.kernel.errors import Unauthorized
from foldwise.kernel.settings import load_settings

from .helpers import PASSWORD


@pytest.fixture
async def kernel(home: Path, root: Path, db_backend: str | None) -> AsyncIterator[Any]:
    overrides: dict[str, Any] = {"roots": [str(root)]}
    if db_backend:
        overrides["database"] = {"url": db_backend}
    async with open_kernel(load_settings(home, overrides=overrides, environ={}), run_jobs=False) as k:
        yield k


async def test_users_unique_and_roles(kernel: Any) -> None:
    admin = await create_user(kernel.settings, "alice", PASSWORD, "Alice@Example.com")
    member = await create_user(kernel.settings, "bob", PASSWORD, None)
    assert (admin.role, member.role, admin.email) == ("admin", "member", "alice@example.com")
    with pytest.raises(IntegrityError):
        await User.create(username="alice", password_hash="x")
    with pytest.raises(IntegrityError):
        await User.create(username="carol", email="alice@example.com", password_hash="x")
    await User.create(username="dave", email=None, password_hash="x")  # several users without email


async def test_api_key_lookup(kernel: Any) -> None:
    user = await create_user(kernel.settings, "alice", PASSWORD, None)
    new = await api_keys.create_api_key(kernel.settings, user, "k")
    key_id, secret = api_keys.parse_api_key(new.key)  # type: ignore[misc]
    assert key_id == new.id and len(secret) == 43 and "_" not in secret
    stored = await ApiKey.get(id=new.id)
    assert secret not in stored.secret_hmac and len(stored.secret_hmac) == 64

    actor = await api_keys.authenticate_api_key(kernel.settings, new.key)
    assert (actor.user_id, actor.username, actor.role, actor.via, actor.key_id) == (
        user.id, "alice", "admin", "api_key", new.id)
    first_use = (await ApiKey.get(id=new.id)).last_used_at
    assert first_use is not None
    await api_keys.authenticate_api_key(kernel.settings, new.key)
    assert (await ApiKey.get(id=new.id)).last_used_at == first_use  # not written again within a minute

    with pytest.raises(Unauthorized):
        await api_keys.authenticate_api_key(kernel.settings, new.key[:-1] + ("x" if new.key[-1] != "x" else "y"))
    await ApiKey.filter(id=new.id).update(expires_at=datetime.now(timezone.utc) - timedelta(seconds=1))
    with pytest.raises(Unauthorized, match="expired"):
        await api_keys.authenticate_api_key(kernel.settings, new.key)
    other = await api_keys.create_api_key(kernel.settings, user, "k2")
    await api_keys.revoke_api_key(other.id, user.id)
    with pytest.raises(Unauthorized, match="revoked"):
        await api_keys.authenticate_api_key(kernel.settings, other.key)
    assert [r["id"] for r in await api_keys.list_api_keys(user.id)] == [new.id]


async def test_refresh_tokens_stored_hashed_and_single_use(kernel: Any) -> None:
    user = await create_user(kernel.settings, "alice", PASSWORD, None)
    pair = await tokens.issue_tokens(kernel.settings, user)
    record = await RefreshToken.get(user_id=user.id)
    assert record.token_hash == tokens.refresh_token_hash(pair.refresh_token)
    assert pair.refresh_token not in record.token_hash
    new = await tokens.rotate_refresh_token(kernel.settings, pair.refresh_token)
    old = await RefreshToken.get(id=record.id)
    assert old.revoked_at is not None and old.replaced_by is not None
    with pytest.raises(Unauthorized):
        await tokens.rotate_refresh_token(kernel.settings, pair.refresh_token)
    with pytest.raises(Unauthorized):  # reuse revoked the successor too
        await tokens.rotate_refresh_token(kernel.settings, new.refresh_token)
