"""The repository index: ``index.json`` entries (one per plugin version), parsed and validated."""

from __future__ import annotations

import json
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.utils import canonicalize_name
from packaging.version import InvalidVersion, Version
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from foldwise.marketplace.errors import MarketplaceError

__all__ = ["IndexEntry", "parse_index", "dump_index", "INDEX_FORMAT"]

INDEX_FORMAT = 1


class IndexEntry(BaseModel):
    """One version of one plugin as its publisher signed it."""

    model_config = ConfigDict(extra="ignore")

    name: str = Field(min_length=1, max_length=200)
    version: str
    author: str = ""
    description: str = ""
    homepage: str | None = None
    category: str = "general"
    tags: list[str] = Field(default_factory=list)
    dependencies: list[str] = Field(default_factory=list)
    requires_foldwise: str = ""
    download_url: str = Field(min_length=1)
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    size: int = Field(ge=1)
    downloads: int = 0
    rating: float = 0.0
    reviews_count: int = 0

    @field_validator("version")
    @classmethod
    def _pep440(cls, value: str) -> str:
        try:
            Version(value)
        except InvalidVersion:
            raise ValueError(f"{value!r} is not a PEP 440 version") from None
        return value

    @field_validator("requires_foldwise")
    @classmethod
    def _specifier(cls, value: str) -> str:
        try:
            SpecifierSet(value)
        except InvalidSpecifier:
            raise ValueError(f"{value!r} is not a PEP 440 specifier") from None
        return value

    @property
    def key(self) -> str:
        """The normalized distribution name (PEP 503)."""
        return canonicalize_name(self.name)

    @property
    def parsed_version(self) -> Version:
        return Version(self.version)


def parse_index(data: bytes, where: str) -> list[IndexEntry]:
    """The entries of an already verified ``index.json``; 400 ``marketplace_error`` when it is malformed."""
    try:
        document = json.loads(data)
        plugins = document.get("plugins") if isinstance(document, dict) else None
        if not isinstance(plugins, list):
            raise ValueError("index.json must be an object with a 'plugins' list")
        return [IndexEntry.model_validate(item) for item in plugins]
    except (ValueError, ValidationError) as exc:
        raise MarketplaceError(f"the index of {where} is malformed: {str(exc).splitlines()[0]}", "bad_index",
                               repository=where) from None


def dump_index(entries: list[dict[str, Any]]) -> bytes:
    """The bytes of an ``index.json`` (sorted entries, stable formatting: what the publisher signs)."""
    ordered = sorted(entries, key=lambda e: (canonicalize_name(e["name"]), Version(e["version"])))
    return (json.dumps({"format": INDEX_FORMAT, "plugins": ordered}, indent=2, sort_keys=True) + "\n").encode()
