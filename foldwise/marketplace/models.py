"""Tortoise models of the marketplace (app label ``marketplace``): installed plugins and reviews."""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model

__all__ = ["InstalledPlugin", "Review"]


class InstalledPlugin(Model):
    """A plugin the marketplace installed into ``home/plugins/<name>``."""

    #: The normalized distribution name (PEP 503), also the folder name.
    name = fields.CharField(max_length=200, primary_key=True)
    display_name = fields.CharField(max_length=200)
    version = fields.CharField(max_length=64)
    source_url = fields.TextField()
    repository = fields.TextField()
    sha256 = fields.CharField(max_length=64)
    #: The ``foldwise.plugins`` entry-point names of the wheel (how the kernel lists the plugin).
    entry_points = fields.JSONField(default=list)
    dependencies = fields.JSONField(default=list)
    installed_at = fields.DatetimeField(auto_now_add=True)
    updated_at = fields.DatetimeField(auto_now=True)

    class Meta:
        table = "marketplace_installed"


class Review(Model):
    """One user's review of one plugin (a second review by the same user replaces the first)."""

    id = fields.IntField(primary_key=True)
    plugin_name = fields.CharField(max_length=200, db_index=True)
    user_id = fields.IntField()
    username = fields.CharField(max_length=150)
    rating = fields.SmallIntField()
    title = fields.CharField(max_length=120)
    content = fields.TextField()
    helpful_count = fields.IntField(default=0)
    created_at = fields.DatetimeField()
    updated_at = fields.DatetimeField()

    class Meta:
        table = "marketplace_review"
        unique_together = (("plugin_name", "user_id"),)
