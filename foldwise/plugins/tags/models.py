"""Tortoise models of the tags plugin (app label ``tags``)."""

from __future__ import annotations

from tortoise import fields

from foldwise.sdk import Model

__all__ = ["TagAssignment", "TagChange", "SuggestionFeedback"]


class TagAssignment(Model):
    """One tag on one file. ``identity`` is ``<device>:<inode>`` (what follows a file through renames and
    moves on one filesystem). ``path`` is where it was last seen (kept current from the journal)."""

    id = fields.IntField(primary_key=True)
    identity = fields.CharField(max_length=64, db_index=True)
    path = fields.TextField()
    tag = fields.CharField(max_length=64, db_index=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "tags_assignment"
        unique_together = (("identity", "tag"),)


class TagChange(Model):
    """What one journaled ``tag`` operation changed: the tags of one file before and after. A reversing
    operation (undo, redo) gets its own row once it has been replayed."""

    op_id = fields.BigIntField(primary_key=True)
    identity = fields.CharField(max_length=64)
    path = fields.TextField()
    before = fields.JSONField(default=list)
    after = fields.JSONField(default=list)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "tags_change"


class SuggestionFeedback(Model):
    """A suggestion someone accepted or dismissed: ``signature`` names the kind of file (a feature such as
    ``word:invoice`` or ``ext:pdf``), ``target`` what was suggested (a folder or a tag)."""

    id = fields.IntField(primary_key=True)
    verdict = fields.CharField(max_length=16)  # accepted | dismissed
    type = fields.CharField(max_length=16)  # move | rename | tag
    signature = fields.CharField(max_length=200, db_index=True)
    target = fields.TextField()
    actor = fields.CharField(max_length=128, null=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "tags_suggestion_feedback"
