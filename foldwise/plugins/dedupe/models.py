"""Tortoise models of the dedupe plugin (app label ``dedupe``)."""

from __future__ import annotations

from tortoise import fields

from foldwise.sdk import Model  # tortoise's, with the kernel's fast field-comment lookup installed

__all__ = ["DedupeScan"]


class DedupeScan(Model):
    """The result of one ``dedupe.scan`` job: its groups with the stat of every file at scan time."""

    job_id = fields.CharField(max_length=32, primary_key=True)
    roots = fields.JSONField(default=list)
    options = fields.JSONField(default=dict)
    summary = fields.JSONField(default=dict)
    #: ``[{"hash", "size", "kind": "exact"|"near", "files": [{"path", "size", "mtime_ns"}]}]``
    groups = fields.JSONField(default=list)
    #: Paths sharing one inode (already hard linked), one list per inode.
    linked = fields.JSONField(default=list)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "dedupe_scan"
