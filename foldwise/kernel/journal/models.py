"""Journal records (app label ``kernel``): one ``Transaction`` per undo step, ``Operation`` per change.

An operation row is committed (``pending``) before its change touches the filesystem and
marked ``done`` or ``failed`` after; undo marks it ``reverted``.
"""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model

import foldwise.kernel.ormfast  # noqa: F401 - before any model class: the fast field-comment lookup

__all__ = ["Transaction", "Operation", "TXN_STATES", "OP_STATES", "OP_KINDS"]

TXN_STATES = ("open", "committed", "undone", "failed")
OP_STATES = ("pending", "done", "failed", "reverted")
#: move-like kinds take ``src`` to ``dst``; the others act on one path.
OP_KINDS = ("mkdir", "rmdir", "move", "trash", "restore", "write", "link", "unlink", "clone", "swap", "tag")


class Transaction(Model):
    """One undo step: a whole job, a dedupe resolution or one single-file action."""

    id = fields.IntField(primary_key=True)
    kind = fields.CharField(max_length=32)
    job_id = fields.CharField(max_length=64, null=True, db_index=True)
    actor = fields.CharField(max_length=128, null=True)
    description = fields.TextField(default="")
    state = fields.CharField(max_length=16, default="open", db_index=True)
    created_at = fields.DatetimeField(auto_now_add=True)
    committed_at = fields.DatetimeField(null=True)
    undone_at = fields.DatetimeField(null=True)
    #: set on an undo transaction: the transaction it reverses.
    undo_of = fields.IntField(null=True, db_index=True)
    #: set on a redo transaction: the original transaction it re-applies.
    redo_of = fields.IntField(null=True)
    #: ``host:pid`` of the process applying it: recovery settles only transactions whose process is gone.
    owner = fields.CharField(max_length=128, null=True)

    operations: fields.ReverseRelation[Operation]

    class Meta:
        table = "journal_transaction"

    def to_dict(self) -> dict[str, object]:
        return {
            "id": self.id,
            "kind": self.kind,
            "job_id": self.job_id,
            "actor": self.actor,
            "description": self.description,
            "state": self.state,
            "created_at": self.created_at.isoformat() if self.created_at else None,
            "committed_at": self.committed_at.isoformat() if self.committed_at else None,
            "undone_at": self.undone_at.isoformat() if self.undone_at else None,
            "undo_of": self.undo_of,
            "redo_of": self.redo_of,
        }


class Operation(Model):
    """One filesystem change, recorded before it happens (write-ahead)."""

    id = fields.BigIntField(primary_key=True)
    transaction: fields.ForeignKeyRelation[Transaction] = fields.ForeignKeyField(
        "kernel.Transaction", related_name="operations", on_delete=fields.CASCADE
    )
    transaction_id: int
    seq = fields.IntField()
    op = fields.CharField(max_length=16)
    src = fields.TextField(null=True)
    dst = fields.TextField(null=True)
    state = fields.CharField(max_length=16, default="pending", db_index=True)
    size = fields.BigIntField(null=True)
    mtime_ns = fields.BigIntField(null=True)
    checksum = fields.CharField(max_length=64, null=True)
    error = fields.TextField(null=True)
    #: on an undo/redo operation: the id of the operation it reverses.
    reverts = fields.BigIntField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "journal_operation"
        unique_together = (("transaction", "seq"),)

    @property
    def opid(self) -> str:
        """A stable name for temp files of this operation."""
        return f"{self.transaction_id}-{self.seq}"

    def to_dict(self) -> dict[str, object]:
        return {
            "id": self.id,
            "seq": self.seq,
            "op": self.op,
            "src": self.src,
            "dst": self.dst,
            "state": self.state,
            "size": self.size,
            "mtime_ns": self.mtime_ns,
            "checksum": self.checksum,
            "error": self.error,
            "reverts": self.reverts,
            "created_at": self.created_at.isoformat() if self.created_at else None,
        }
