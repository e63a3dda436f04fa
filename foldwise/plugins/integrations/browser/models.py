"""Tortoise models of the ``integration_browser`` plugin: the extension tokens (hashed)."""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model

__all__ = ["ExtensionToken"]


class ExtensionToken(Model):
    """A browser extension token: ``fwx_<id>_<secret>``, stored as HMAC-SHA256 of the secret (server secret)."""

    id = fields.CharField(max_length=16, primary_key=True)
    user_id = fields.IntField(db_index=True)
    extension_id = fields.CharField(max_length=120)
    secret_hmac = fields.CharField(max_length=64)
    created_at = fields.DatetimeField(auto_now_add=True)
    expires_at = fields.DatetimeField()
    revoked_at = fields.DatetimeField(null=True)
    last_used_at = fields.DatetimeField(null=True)

    class Meta:
        table = "integrations_browser_tokens"
