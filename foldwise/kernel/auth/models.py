"""Tortoise models of accounts and credentials (app label ``kernel``).

No secret is stored in clear: passwords as argon2id hashes, API key secrets as
HMAC-SHA256 keyed by the server secret, refresh tokens as SHA-256 digests.
"""

from __future__ import annotations

from typing import Any

from tortoise import fields
from tortoise.models import Model

import foldwise.kernel.ormfast  # noqa: F401 - before any model class: the fast field-comment lookup

__all__ = ["User", "ApiKey", "RefreshToken", "Session", "SignInFailure", "ROLE_CHOICES", "username_key"]

ROLE_CHOICES = ("admin", "member", "viewer")


def username_key(username: str) -> str:
    """The case-insensitive form of a username (what uniqueness and sign-in compare)."""
    return username.strip().lower()


class User(Model):
    """An account whose ``role`` is one of ``admin``, ``member``, ``viewer``."""

    id = fields.IntField(primary_key=True)
    username = fields.CharField(max_length=64, unique=True)
    #: ``username`` lowercased: usernames are unique without regard to case.
    username_key = fields.CharField(max_length=64, unique=True)
    email = fields.CharField(max_length=254, unique=True, null=True)
    password_hash = fields.CharField(max_length=255)
    role = fields.CharField(max_length=16, default="member")
    is_active = fields.BooleanField(default=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "auth_user"

    def __str__(self) -> str:
        return self.username

    async def save(self, *args: Any, **kwargs: Any) -> None:
        """Keep ``username_key`` in step with ``username`` on every save."""
        self.username_key = username_key(self.username)
        update_fields = kwargs.get("update_fields")
        if update_fields and "username" in update_fields and "username_key" not in update_fields:
            kwargs["update_fields"] = [*update_fields, "username_key"]
        await super().save(*args, **kwargs)


class ApiKey(Model):
    """An API key ``fw_<id>_<secret>`` (only ``HMAC(server secret, secret)`` is kept)."""

    id = fields.CharField(max_length=12, primary_key=True)
    user: fields.ForeignKeyRelation[User] = fields.ForeignKeyField(
        "kernel.User", related_name="api_keys", on_delete=fields.CASCADE
    )
    name = fields.CharField(max_length=100, default="")
    secret_hmac = fields.CharField(max_length=64)
    created_at = fields.DatetimeField(auto_now_add=True)
    expires_at = fields.DatetimeField(null=True)
    last_used_at = fields.DatetimeField(null=True)
    revoked_at = fields.DatetimeField(null=True)
    # Space-separated scopes (files:read ...); empty: the key has the rights of its user.
    scopes = fields.CharField(max_length=255, default="")

    class Meta:
        table = "auth_api_key"


class RefreshToken(Model):
    """A refresh token, stored as the SHA-256 hex digest of the token (single use)."""

    id = fields.IntField(primary_key=True)
    token_hash = fields.CharField(max_length=64, unique=True)
    user: fields.ForeignKeyRelation[User] = fields.ForeignKeyField(
        "kernel.User", related_name="refresh_tokens", on_delete=fields.CASCADE
    )
    expires_at = fields.DatetimeField()
    revoked_at = fields.DatetimeField(null=True)
    #: The id of the token issued when this one was rotated.
    replaced_by = fields.IntField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)
    #: The sign-in session this token continues (None for tokens issued before sessions existed).
    session_id = fields.CharField(max_length=32, null=True, db_index=True)

    class Meta:
        table = "auth_refresh_token"


class Session(Model):
    """One sign-in (a JWT login or a web sign-in): access tokens and web cookies name it and die with it."""

    id = fields.CharField(max_length=32, primary_key=True)
    user: fields.ForeignKeyRelation[User] = fields.ForeignKeyField(
        "kernel.User", related_name="sessions", on_delete=fields.CASCADE
    )
    #: ``api`` (login with tokens) or ``web`` (the ``/ui`` sign-in).
    kind = fields.CharField(max_length=8, default="api")
    created_at = fields.DatetimeField(auto_now_add=True)
    revoked_at = fields.DatetimeField(null=True)

    class Meta:
        table = "auth_session"


class SignInFailure(Model):
    """Failed password sign-ins for one username key, and until when its password sign-in is locked."""

    username_key = fields.CharField(max_length=64, primary_key=True)
    failures = fields.IntField(default=0)
    last_failure_at = fields.DatetimeField()
    locked_until = fields.DatetimeField(null=True)

    class Meta:
        table = "auth_sign_in_failure"
