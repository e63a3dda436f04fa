"""Tortoise models of the auth plugin (app label ``auth``): profiles, two-factor, password resets.

Nothing secret is stored in clear: the TOTP secret is sealed with the deployment secret, recovery codes and
reset tokens are kept as SHA-256 digests.
"""

from __future__ import annotations

from tortoise import fields

from foldwise.sdk import Model

__all__ = ["AccountProfile", "PasswordResetToken", "THEMES"]

THEMES = ("auto", "light", "dark")


class AccountProfile(Model):
    """Per-user preferences and second factor (one row per user, made on first use)."""

    user_id = fields.IntField(primary_key=True)
    display_name = fields.CharField(max_length=100, default="")
    #: ``auto`` follows the browser, ``light`` or ``dark`` force one.
    theme = fields.CharField(max_length=8, default="auto")
    #: A 256 px PNG re-encoded from the upload (None: the initials are shown).
    avatar = fields.BinaryField(null=True)
    avatar_updated_at = fields.DatetimeField(null=True)
    #: The sealed TOTP secret in force (None: two-factor is off).
    totp_secret = fields.TextField(null=True)
    #: A sealed secret enrolled but not yet confirmed with a code.
    totp_pending = fields.TextField(null=True)
    #: SHA-256 digests of the unused recovery codes.
    recovery_codes = fields.JSONField(default=list)
    #: The last TOTP time step accepted (a code is good once).
    totp_last_step = fields.BigIntField(default=0)

    class Meta:
        table = "auth_account_profile"


class PasswordResetToken(Model):
    """A one-time password reset link (SHA-256 of the token, valid 1 hour)."""

    id = fields.IntField(primary_key=True)
    token_hash = fields.CharField(max_length=64, unique=True)
    user_id = fields.IntField(db_index=True)
    expires_at = fields.DatetimeField()
    used_at = fields.DatetimeField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "auth_password_reset"
