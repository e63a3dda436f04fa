"""The rule-set model (contract "Automation"): pydantic models that validate a rule set.

A rule set is ``{name, description, enabled, rules: [...]}``; each rule has a ``match`` mode
(``all``/``any``), conditions ``{type, value, negate}`` and one action ``{type, destination?,
template?, tags?}``. Validation checks everything that can be checked without a file: condition
values parse (sizes, dates, ages, regular expressions), actions carry what they need, and rule
names are unique in their set.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

__all__ = ["CONDITION_TYPES", "ACTION_TYPES", "Condition", "Action", "Rule", "RuleSet", "parse_size",
           "parse_moment", "NAME_PATTERN"]

CONDITION_TYPES = ("extension", "name_pattern", "name_regex", "size_greater", "size_less", "modified_before",
                   "modified_after", "mime_type", "path_matches", "content_contains", "tag", "category",
                   "duplicate")
ACTION_TYPES = ("move", "rename", "copy", "tag", "untag", "trash", "archive", "hardlink")
#: A rule-set name is used in URLs (``/rules/{set}``) and file names.
NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}$"
#: Names of the static routes under ``/rules``: never a rule set's name.
RESERVED_NAMES = ("validate", "import")
_SIZE = re.compile(r"^\s*([0-9]+(?:\.[0-9]+)?)\s*([kmgt]?i?b?)?\s*$", re.I)
_UNITS = {"": 1, "b": 1, "k": 1000, "kb": 1000, "m": 1000**2, "mb": 1000**2, "g": 1000**3, "gb": 1000**3,
          "t": 1000**4, "tb": 1000**4, "kib": 1024, "mib": 1024**2, "gib": 1024**3, "tib": 1024**4}
_AGE = re.compile(r"^\s*([0-9]+)\s*([hdwmy])\s*$", re.I)
_AGE_UNIT = {"h": timedelta(hours=1), "d": timedelta(days=1), "w": timedelta(weeks=1),
             "m": timedelta(days=30), "y": timedelta(days=365)}
_TEMPLATE_FIELD = re.compile(r"\{([a-z_]+)(?::([^{}]*))?\}")
TEMPLATE_FIELDS = frozenset({"stem", "ext", "name", "category", "modified"})
MAX_REGEX = 500


def parse_size(value: Any) -> int:
    """Bytes from ``1048576``, ``"10MB"``, ``"1.5 GiB"``; ValueError otherwise."""
    if isinstance(value, bool):
        raise ValueError("a size is a number of bytes or a text like '10MB'")
    if isinstance(value, int | float):
        if value < 0:
            raise ValueError("a size cannot be negative")
        return int(value)
    match = _SIZE.match(str(value))
    if not match or (match.group(2) or "").lower() not in _UNITS:
        raise ValueError(f"not a size: {value!r} (use bytes or e.g. '10MB', '2GiB')")
    return int(float(match.group(1)) * _UNITS[(match.group(2) or "").lower()])


def parse_moment(value: Any, now: datetime | None = None) -> datetime:
    """An aware datetime from an ISO date/time or an age (``30d``, ``12h``, ``2w``, ``6m``, ``1y`` ago)."""
    text = str(value).strip()
    age = _AGE.match(text)
    if age:
        return (now or datetime.now(timezone.utc)) - int(age.group(1)) * _AGE_UNIT[age.group(2).lower()]
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(f"not a date or an age: {value!r} (use e.g. '2024-01-31' or '30d')") from None
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(extra="forbid", json_schema_extra={"examples": list(items)})


#: A tag as the tags plugin accepts it (``tags.service.TAG_PATTERN``).
_TAG = re.compile(r"^[\w][\w .:/-]{0,63}$", re.UNICODE)

class Condition(BaseModel):
    """One test on a file; ``negate`` inverts it."""

    model_config = _examples({"type": "extension", "value": "pdf", "negate": False})
    type: Literal[CONDITION_TYPES]  # type: ignore[valid-type]
    value: str | int | float | bool | list[str] = ""
    negate: bool = False

    @model_validator(mode="after")
    def _check_value(self) -> "Condition":
        kind, value = self.type, self.value
        if kind in ("size_greater", "size_less"):
            parse_size(value)
        elif kind in ("modified_before", "modified_after"):
            parse_moment(value)
        elif kind == "name_regex":
            import regex

            if not isinstance(value, str) or not value or len(value) > MAX_REGEX:
                raise ValueError(f"name_regex needs a regular expression of 1 to {MAX_REGEX} characters")
            try:
                regex.compile(value)
            except regex.error as exc:
                raise ValueError(f"invalid regular expression: {exc}") from None
        elif kind == "duplicate":
            if not isinstance(value, bool) and str(value).lower() not in ("", "true", "false", "yes", "no"):
                raise ValueError("duplicate takes true or false")
        elif kind in ("extension", "mime_type", "tag", "category") and isinstance(value, list):
            if not value:
                raise ValueError(f"{kind} needs at least one value")
        elif value in ("", None) or isinstance(value, bool):
            raise ValueError(f"{kind} needs a value")
        return self


class Action(BaseModel):
    """What a matching rule does; ``destination`` is relative to the folder processed (or absolute
    inside the roots), ``template`` names the file (``{stem}``, ``{ext}``, ``{name}``,
    ``{category}``, ``{modified:%Y}``)."""

    model_config = _examples({"type": "move", "destination": "Invoices/{modified:%Y}"})
    type: Literal[ACTION_TYPES]  # type: ignore[valid-type]
    destination: str | None = Field(None, max_length=1024)
    template: str | None = Field(None, max_length=255)
    tags: list[str] | None = Field(None, max_length=50)

    @model_validator(mode="after")
    def _check_fields(self) -> "Action":
        kind = self.type
        if kind in ("move", "copy", "hardlink") and not self.destination:
            raise ValueError(f"a {kind} action needs a destination")
        if kind == "rename" and not self.template:
            raise ValueError("a rename action needs a template")
        if kind in ("tag", "untag") and not self.tags:
            raise ValueError(f"a {kind} action needs tags")
        for tag in self.tags or ():
            if not _TAG.match(" ".join(tag.split())):
                raise ValueError(f"invalid tag {tag!r}: 1 to 64 letters, digits, spaces or - _ . : /")
        for text in (self.destination, self.template):
            if text:
                for match in _TEMPLATE_FIELD.finditer(text):
                    if match.group(1) not in TEMPLATE_FIELDS:
                        raise ValueError(f"unknown template field {{{match.group(1)}}} "
                                         f"(use {', '.join('{' + f + '}' for f in sorted(TEMPLATE_FIELDS))})")
        if self.template and ("/" in self.template or self.template in (".", "..")):
            raise ValueError("a rename template names a file, without '/'")
        return self


class Rule(BaseModel):
    model_config = _examples({"name": "Invoices", "enabled": True, "priority": 10, "match": "all",
                              "conditions": [{"type": "extension", "value": "pdf", "negate": False}],
                              "action": {"type": "move", "destination": "Invoices"}})
    name: str = Field(min_length=1, max_length=100)
    enabled: bool = True
    priority: int = Field(0, ge=-1000, le=1000)
    match: Literal["all", "any"] = "all"
    conditions: list[Condition] = Field(default_factory=list, max_length=50)
    action: Action


class RuleSet(BaseModel):
    """A named, ordered set of rules: highest priority first, first match wins."""

    model_config = _examples({"name": "downloads", "description": "Sort the Downloads folder", "enabled": True,
                              "rules": [Rule.model_config["json_schema_extra"]["examples"][0]]})  # type: ignore[index]
    name: str = Field(pattern=NAME_PATTERN)
    description: str = Field("", max_length=1000)
    enabled: bool = True
    rules: list[Rule] = Field(default_factory=list, max_length=200)

    @field_validator("name")
    @classmethod
    def _not_a_route(cls, name: str) -> str:
        if name in RESERVED_NAMES:
            raise ValueError(f"{name!r} is reserved (/rules/{name} is a route of its own)")
        return name

    @field_validator("rules")
    @classmethod
    def _unique_names(cls, rules: list[Rule]) -> list[Rule]:
        seen: set[str] = set()
        for rule in rules:
            if rule.name in seen:
                raise ValueError(f"two rules are named {rule.name!r}")
            seen.add(rule.name)
        return rules

    def ordered(self) -> list[Rule]:
        """Enabled rules, highest priority first (ties keep their written order)."""
        return sorted((r for r in self.rules if r.enabled), key=lambda r: -r.priority)
