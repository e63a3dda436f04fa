"""The organize plugin's tortoise models (app label ``organize``).

Plans are stored as one compressed blob per job (``OrganizePlan.data``, see
``plan.Plan.to_blob``): one insert for any plan size, and a 100k-operation plan is a
few MB. ``JdItem`` is Johnny Decimal's persisted index, so IDs never change across runs.
"""

from __future__ import annotations

from tortoise import fields

from foldwise.sdk import Model  # tortoise's, with the kernel's fast field-comment lookup installed

__all__ = ["OrganizePlan", "JdItem"]


class OrganizePlan(Model):
    """The plan of one organize job."""

    job_id = fields.CharField(max_length=32, primary_key=True)
    methodology = fields.CharField(max_length=50)
    base = fields.TextField()
    operations = fields.IntField(default=0)
    summary = fields.JSONField(default=dict)
    data = fields.BinaryField()
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "organize_plans"
        app = "organize"


class JdItem(Model):
    """One Johnny Decimal ID: ``category.number`` given to items named ``key`` (clean lower-case stem)."""

    id = fields.IntField(primary_key=True)
    category = fields.IntField()
    key = fields.CharField(max_length=255)
    number = fields.IntField()
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "organize_jd_items"
        app = "organize"
        unique_together = (("category", "key"),)
