"""Request and response models of ``/api/v1/marketplace/*`` (documented in OpenAPI with examples)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import PageNumber, RequestModel

__all__ = ["PluginsQuery", "InstallIn", "ReviewsQuery", "ReviewIn", "PluginListEnvelope", "PluginEnvelope",
           "InstalledListEnvelope", "InstalledEnvelope", "UpdatesEnvelope", "UpdateEnvelope", "UninstallEnvelope",
           "ReviewListEnvelope", "ReviewEnvelope", "ReviewDeletedEnvelope", "MarketplaceErrorBody"]

NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$"
#: The PEP 440 versions a request may name (public versions; every string matching it is a valid version).
VERSION_PATTERN = r"^[0-9]{1,9}(\.[0-9]{1,9}){0,5}((a|b|rc)[0-9]{1,9})?(\.post[0-9]{1,9})?(\.dev[0-9]{1,9})?$"

_PLUGIN = {"name": "foldwise-hello", "version": "0.2.0", "author": "Ada", "description": "Says hello.",
           "homepage": None, "category": "general", "tags": ["example"], "dependencies": [],
           "requires_foldwise": ">=0.1", "download_url": "https://plugins.example.org/foldwise_hello-0.2.0-py3-none-any.whl",
           "sha256": "9f" * 32, "size": 4821, "downloads": 0, "rating": 4.5, "reviews_count": 2,
           "repository": "https://plugins.example.org", "compatible": True,
           "versions": [{"version": "0.2.0", "requires_foldwise": ">=0.1", "compatible": True, "size": 4821,
                         "sha256": "9f" * 32, "dependencies": []}],
           "installed": "0.1.0", "update_available": True}
_INSTALLED = {"name": "foldwise-hello", "version": "0.2.0",
              "source_url": "https://plugins.example.org/foldwise_hello-0.2.0-py3-none-any.whl",
              "installed_at": "2026-11-24T08:30:00+00:00", "active": True, "error": None}
_REVIEW = {"id": 7, "plugin_name": "foldwise-hello", "user_id": 2, "username": "ada", "rating": 5,
           "title": "Does what it says", "content": "Installed in a second, works.",
           "created_at": "2026-11-24T08:31:00+00:00", "updated_at": "2026-11-24T08:31:00+00:00", "helpful_count": 0}


def _examples(*values: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(values)})


class PluginsQuery(RequestModel):
    q: str | None = Field(None, max_length=200, description="matches name, description and author (any case)")
    category: str | None = Field(None, max_length=100)
    tags: str | None = Field(None, max_length=500, description="comma separated; a plugin must carry all of them")
    page: PageNumber = 1
    per_page: int = Field(20, ge=1, le=100)

    def tag_list(self) -> list[str]:
        return [t for t in (self.tags or "").split(",") if t.strip()]


class InstallIn(RequestModel):
    model_config = _examples({}, {"version": "0.2.0"})
    version: str | None = Field(None, min_length=1, max_length=64, pattern=VERSION_PATTERN,
                                description="a PEP 440 version (default: the newest compatible one)")


class ReviewsQuery(RequestModel):
    limit: int = Field(10, ge=1, le=100)


class ReviewIn(RequestModel):
    model_config = _examples({"rating": 5, "title": "Does what it says", "content": "Installed in a second."})
    rating: int = Field(ge=1, le=5)
    title: str = Field(min_length=1, max_length=120)
    content: str = Field(min_length=1, max_length=2000)


class VersionOut(BaseModel):
    version: str
    requires_foldwise: str
    compatible: bool
    size: int
    sha256: str
    dependencies: list[str]


class PluginOut(BaseModel):
    name: str
    version: str
    author: str
    description: str
    homepage: str | None = None
    category: str
    tags: list[str]
    dependencies: list[str]
    requires_foldwise: str
    download_url: str
    sha256: str
    size: int
    downloads: int
    rating: float
    reviews_count: int
    repository: str
    compatible: bool
    versions: list[VersionOut]
    installed: str | None = None
    update_available: bool


class RepositoryErrorOut(BaseModel):
    error: str
    message: str


class PluginListOut(BaseModel):
    items: list[PluginOut]
    page: int
    per_page: int
    total: int
    errors: list[RepositoryErrorOut] = Field(description="repositories skipped because they could not be "
                                             "read or verified")


class PluginListEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"items": [_PLUGIN], "page": 1, "per_page": 20, "total": 1,
                                                        "errors": []}})
    success: bool = True
    data: PluginListOut


class PluginEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": _PLUGIN})
    success: bool = True
    data: PluginOut


class InstalledOut(BaseModel):
    name: str
    version: str
    source_url: str
    installed_at: str | None
    active: bool
    error: str | None = None


class InstalledListOut(BaseModel):
    items: list[InstalledOut]


class InstalledListEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"items": [_INSTALLED]}})
    success: bool = True
    data: InstalledListOut


class InstalledEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": _INSTALLED})
    success: bool = True
    data: InstalledOut


class UpdateItemOut(BaseModel):
    name: str
    installed: str
    latest: str


class UpdatesOut(BaseModel):
    items: list[UpdateItemOut]


class UpdatesEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"items": [{"name": "foldwise-hello", "installed": "0.1.0",
                                                                   "latest": "0.2.0"}]}})
    success: bool = True
    data: UpdatesOut


class UpdateOut(BaseModel):
    updated: bool
    plugin: InstalledOut


class UpdateEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"updated": True, "plugin": _INSTALLED}})
    success: bool = True
    data: UpdateOut


class UninstallOut(BaseModel):
    uninstalled: bool


class UninstallEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"uninstalled": True}})
    success: bool = True
    data: UninstallOut


class ReviewOut(BaseModel):
    id: int
    plugin_name: str
    user_id: int
    username: str
    rating: int
    title: str
    content: str
    created_at: str | None
    updated_at: str | None
    helpful_count: int


class ReviewListOut(BaseModel):
    items: list[ReviewOut]


class ReviewListEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"items": [_REVIEW]}})
    success: bool = True
    data: ReviewListOut


class ReviewEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": _REVIEW})
    success: bool = True
    data: ReviewOut


class ReviewDeletedOut(BaseModel):
    deleted: bool
    id: int


class ReviewDeletedEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"deleted": True, "id": 7}})
    success: bool = True
    data: ReviewDeletedOut


class MarketplaceErrorBody(BaseModel):
    """The contract's error body, with the marketplace's codes as examples."""

    model_config = _examples(
        {"error": "signature_invalid", "message": "the signature of the index of default does not verify with "
         "the trusted key", "details": {"repository": "default", "reason": "mismatch"}},
        {"error": "checksum_failed", "message": "foldwise-hello 0.2.0: the wheel's SHA-256 is not the signed one",
         "details": {"plugin": "foldwise-hello", "reason": "sha256"}},
        {"error": "incompatible_plugin", "message": "dependency cycle: a -> b -> a",
         "details": {"cycle": ["a", "b", "a"], "reason": "cycle"}},
        {"error": "dependency_missing", "message": "foldwise-hello needs 'requests>=2', which is not installed",
         "details": {"requirement": "requests>=2", "required_by": "foldwise-hello"}},
        {"error": "repository_unreachable", "message": "the repository https://plugins.example.org is "
         "unreachable: ConnectError", "details": {"repository": "https://plugins.example.org"}},
        {"error": "marketplace_error", "message": "the wheel entry '../evil.py' climbs out of the install folder",
         "details": {"reason": "unsafe_entry", "entry": "../evil.py"}})
    error: str
    message: str
    details: Any = None
