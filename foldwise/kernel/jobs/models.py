"""The ``Job`` model: one row per organize, rollback, dedupe or diagnostic job (app label ``kernel``)."""

from __future__ import annotations

from uuid import uuid4

from tortoise import fields
from tortoise.models import Model

import foldwise.kernel.ormfast  # noqa: F401 - before any model class: the fast field-comment lookup

__all__ = ["Job", "JOB_STATUSES", "JobBatch", "BATCH_STATES"]

#: Every status a job can be in (the contract's list).
JOB_STATUSES = (
    "pending",
    "in_progress",
    "completed",
    "partial",
    "failed",
    "cancelled",
    "interrupted",
    "rolling_back",
    "rolled_back",
)


def _new_id() -> str:
    return uuid4().hex


class Job(Model):
    """A persisted job: only its id travels through a broker, everything else lives here."""

    id = fields.CharField(max_length=32, primary_key=True, default=_new_id)
    type = fields.CharField(max_length=100, db_index=True)
    status = fields.CharField(max_length=20, default="pending", db_index=True)
    methodology = fields.CharField(max_length=50, null=True)
    params = fields.JSONField(default=dict)
    file_count = fields.IntField(default=0)
    done_count = fields.IntField(default=0)
    progress = fields.IntField(default=0)
    started_at = fields.DatetimeField(null=True)
    estimated_completion = fields.DatetimeField(null=True)
    finished_at = fields.DatetimeField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)
    updated_at = fields.DatetimeField(auto_now=True)
    result = fields.JSONField(null=True)
    error = fields.TextField(null=True)
    user_id = fields.IntField(null=True, db_index=True)
    cancel_requested = fields.BooleanField(default=False)
    #: ``host:pid`` of the process running the job (None while queued).
    worker = fields.CharField(max_length=300, null=True)
    heartbeat_at = fields.DatetimeField(null=True)

    class Meta:
        table = "jobs"
        app = "kernel"
        #: job listings filter by status (and type) and sort newest first
        indexes = (("status", "created_at"), ("type", "created_at"))

    def __str__(self) -> str:
        return f"Job({self.id}, {self.type}, {self.status})"


#: States of one batch group of a spread job.
BATCH_STATES = ("queued", "claimed", "done", "failed", "cancelled")


class JobBatch(Model):
    """One claimable group of a large job's operations (``foldwise.kernel.jobs.spread``): any worker claims it
    with a conditional update, runs it as its own journal transaction and records its outcome here."""

    id = fields.IntField(primary_key=True)
    job_id = fields.CharField(max_length=32, db_index=True)
    seq = fields.IntField()
    #: The group's slice ``[lo, hi)`` of the job's work list.
    lo = fields.IntField()
    hi = fields.IntField()
    state = fields.CharField(max_length=16, default="queued")
    #: ``host:pid`` of the process running it (None while queued).
    claimed_by = fields.CharField(max_length=300, null=True)
    heartbeat_at = fields.DatetimeField(null=True)
    done_count = fields.IntField(default=0)
    #: Runs so far (a group whose worker died is queued again and resumed: ``attempts > 1``).
    attempts = fields.IntField(default=0)
    transaction_id = fields.IntField(null=True)
    result = fields.JSONField(null=True)
    error = fields.TextField(null=True)

    class Meta:
        table = "job_batches"
        app = "kernel"
        unique_together = (("job_id", "seq"),)
