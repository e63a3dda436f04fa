"""Tortoise models of accounts and credentials (app label ``kernel``).

No secret is stored in clear: passwords as argon2id hashes, API key secrets as
HMAC-SHA256 keyed by the server secret, refresh tokens as SHA-256 digests.
"""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model

import foldwise.kernel.ormfast  # noqa: F401 - before any model class: the fast field-comment lookup

__all__ = ["User", "ApiKey", "RefreshToken", "ROLE_CHOICES"]

ROLE_CHOICES = ("admin", "member", "viewer")


class User(Model):
    """An account whose ``role`` is one of ``admin``, ``member``, ``viewer``."""

    id = fields.IntField(primary_key=True)
    username = fields.CharField(max_length=64, unique=True)
    email = fields.CharField(max_length=254, unique=True, null=True)
    password_hash = fields.CharField(max_length=255)
    role = fields.CharField(max_length=16, default="member")
    is_active = fields.BooleanField(default=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "auth_user"

    def __str__(self) -> str:
        return self.username


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

    class Meta:
        table = "auth_refresh_token"
