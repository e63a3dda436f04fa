"""The rules plugin's tortoise models (app label ``rules``): one row per rule set."""

from __future__ import annotations

from tortoise import fields

from foldwise.sdk import Model

__all__ = ["StoredRuleSet"]


class StoredRuleSet(Model):
    """A rule set as validated JSON (``ruleset.RuleSet``), keyed by its name."""

    name = fields.CharField(max_length=64, primary_key=True)
    enabled = fields.BooleanField(default=True)
    data = fields.JSONField(default=dict)
    created_at = fields.DatetimeField(auto_now_add=True)
    updated_at = fields.DatetimeField(auto_now=True)

    class Meta:
        table = "rules_sets"
        app = "rules"
