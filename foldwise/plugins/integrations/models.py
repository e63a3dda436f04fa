"""Tortoise models of the ``integrations`` plugin: each integration's saved settings and connection state."""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model

__all__ = ["IntegrationState"]


class IntegrationState(Model):
    """One integration's settings (validated JSON, paths as checked real paths) and whether it is connected."""

    name = fields.CharField(max_length=64, primary_key=True)
    settings = fields.JSONField(default=dict)
    connected = fields.BooleanField(default=False)
    #: The account that last changed the settings or the connection.
    updated_by = fields.CharField(max_length=150, null=True)
    updated_at = fields.DatetimeField(auto_now=True)
    last_sent_at = fields.DatetimeField(null=True)

    class Meta:
        table = "integrations_state"
