"""Tortoise models of the ``runtime`` plugin: hook registrations, the delivery outbox, the delivery log."""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model

__all__ = ["Hook", "OutboxItem", "DeliveryLog"]


class Hook(Model):
    """A webhook registration: POST events named ``event`` to ``callback_url``, signed with its secret."""

    id = fields.CharField(max_length=32, primary_key=True)
    #: The account that registered it (only that account sees it).
    user_id = fields.IntField(db_index=True)
    #: The API key id that registered it ("" when registered with a session or token).
    plugin_id = fields.CharField(max_length=12, default="")
    event = fields.CharField(max_length=100, db_index=True)
    callback_url = fields.TextField()
    #: The signing secret, encrypted with a key derived from the deployment secret (``seal_secret``).
    secret_sealed = fields.TextField()
    #: SHA-256 of (user, plugin, event, URL): one registration per caller, event and URL.
    identity = fields.CharField(max_length=64, unique=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "runtime_hooks"


class OutboxItem(Model):
    """One delivery still to make (durable: survives a restart), removed once delivered or given up."""

    id = fields.CharField(max_length=32, primary_key=True)
    hook: fields.ForeignKeyRelation[Hook] = fields.ForeignKeyField(
        "runtime.Hook", related_name="outbox", on_delete=fields.CASCADE)
    event = fields.CharField(max_length=100)
    #: The exact JSON body that is signed and sent.
    body = fields.TextField()
    #: ``event`` (derived from the event bus) or ``trigger`` (sent by a plugin): the ``X-Foldwise-Source`` header.
    source = fields.CharField(max_length=8, default="event")
    attempts = fields.IntField(default=0)
    next_attempt_at = fields.DatetimeField(db_index=True)
    #: A lease: the item belongs to one worker until then (several instances share one outbox).
    claimed_until = fields.DatetimeField(null=True)
    claim_token = fields.CharField(max_length=32, null=True, db_index=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "runtime_outbox"


class DeliveryLog(Model):
    """One delivery attempt and its outcome (never the response body of the receiver)."""

    id = fields.IntField(primary_key=True)
    hook: fields.ForeignKeyRelation[Hook] = fields.ForeignKeyField(
        "runtime.Hook", related_name="deliveries", on_delete=fields.CASCADE)
    delivery_id = fields.CharField(max_length=32, db_index=True)
    event = fields.CharField(max_length=100)
    attempt = fields.IntField()
    #: ``delivered``, ``retrying`` (will be tried again) or ``gave_up``.
    outcome = fields.CharField(max_length=16)
    status_code = fields.IntField(null=True)
    error = fields.CharField(max_length=300, null=True)
    duration_ms = fields.IntField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "runtime_delivery_log"
