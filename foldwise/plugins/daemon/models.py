"""The daemon plugin's tortoise models (app label ``daemon``): watched folders and the lease."""

from __future__ import annotations

from tortoise import fields

from foldwise.sdk import Model

__all__ = ["WatchedFolder", "DaemonLease", "LeftAlone"]


class WatchedFolder(Model):
    """A folder the daemon watches, with what it does to new files there."""

    id = fields.IntField(primary_key=True)
    path = fields.CharField(max_length=1024, unique=True)
    mode = fields.CharField(max_length=16, default="methodology")
    methodology = fields.CharField(max_length=50, null=True)
    rule_set = fields.CharField(max_length=64, null=True)
    dry_run = fields.BooleanField(default=False)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "daemon_watched"
        app = "daemon"


class DaemonLease(Model):
    """The one row that says whether the daemon should run and which instance runs it."""

    name = fields.CharField(max_length=32, primary_key=True)
    wanted = fields.BooleanField(default=False)
    holder = fields.CharField(max_length=255, null=True)
    expires_at = fields.DatetimeField(null=True)
    started_at = fields.DatetimeField(null=True)
    files_processed = fields.BigIntField(default=0)
    last_event_at = fields.DatetimeField(null=True)
    watcher = fields.CharField(max_length=16, null=True)
    watcher_reason = fields.TextField(null=True)

    class Meta:
        table = "daemon_lease"
        app = "daemon"


class LeftAlone(Model):
    """A file an undo put back into a watched folder: the daemon does not move it again."""

    id = fields.IntField(primary_key=True)
    path = fields.CharField(max_length=1024, unique=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "daemon_left_alone"
        app = "daemon"
