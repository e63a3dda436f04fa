"""Request and response models of the plugin runtime (``/api/v1/plugins/*``), with examples."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import PATH_SCHEMA, ApiErrorBody, RequestModel

__all__ = [
    "FilesListQuery", "MetadataQuery", "OrganizeIn", "ConfigQuery", "HooksQuery", "DeliveriesQuery",
    "RegisterIn", "UnregisterIn", "TriggerIn", "ErrorBody",
    "FileListEnvelope", "FileEnvelope", "OrganizeEnvelope", "ConfigEnvelope", "HookListEnvelope",
    "RegisteredEnvelope", "UnregisteredEnvelope", "TriggeredEnvelope", "DeliveriesEnvelope",
]


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


_ITEM = {"path": "/srv/files/Reports/q3.pdf", "name": "q3.pdf", "size": 48213,
         "created": "2024-10-01T09:12:44+00:00", "modified": "2024-10-02T16:03:10+00:00", "file_type": "file",
         "mime_type": "application/pdf"}
_HOOK = {"id": "4f1c2d9a8b7e4c6d9e0f1a2b3c4d5e6f", "plugin_id": "k7d2m4q9x3ab", "event": "file.organized",
         "callback_url": "https://hooks.example.com/foldwise", "created_at": "2024-10-02T16:03:10Z"}
_EVENT = Field(min_length=1, max_length=100, pattern=r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*){1,3}$",
               description="a hook event, e.g. file.organized")
_URL = Field(min_length=1, max_length=2048, description="http(s) URL called with POST")


class ErrorBody(ApiErrorBody):
    model_config = _examples({"error": "invalid_callback_url",
                              "message": "the callback URL resolves to a loopback address", "details": None})


# ---- requests ------------------------------------------------------------------------------------------
class FilesListQuery(RequestModel):
    path: str | None = Field(None, min_length=1, description="folder (absolute or relative to the first root); "
                                                             "default: the first root", json_schema_extra=PATH_SCHEMA)
    recursive: bool = False
    include_hidden: bool = False
    max_items: int = Field(200, ge=1, le=1000)


class MetadataQuery(RequestModel):
    path: str = Field(description="absolute, or relative to the first root", json_schema_extra=PATH_SCHEMA)


class OrganizeIn(RequestModel):
    model_config = _examples({"source_path": "/srv/files/Inbox/q3.pdf",
                              "destination_path": "/srv/files/Reports/q3.pdf", "overwrite": False,
                              "dry_run": False})
    source_path: str = Field(json_schema_extra=PATH_SCHEMA)
    destination_path: str = Field(description="the full new path", json_schema_extra=PATH_SCHEMA)
    overwrite: bool = Field(False, description="trash an existing destination file first (journaled)")
    dry_run: bool = False


class ConfigQuery(RequestModel):
    key: str = Field(min_length=1, max_length=200, description="dotted key, e.g. rate_limits.files")


class HooksQuery(RequestModel):
    event: str | None = Field(None, max_length=100)


class DeliveriesQuery(RequestModel):
    limit: int = Field(50, ge=1, le=500)


class RegisterIn(RequestModel):
    model_config = _examples({"event": "file.organized", "callback_url": "https://hooks.example.com/foldwise"})
    event: str = _EVENT
    callback_url: str = _URL
    secret: str | None = Field(None, min_length=16, max_length=256,
                               description="signing secret; generated (and shown once) when absent")


class UnregisterIn(RequestModel):
    model_config = _examples({"event": "file.organized", "callback_url": "https://hooks.example.com/foldwise"})
    event: str = _EVENT
    callback_url: str = _URL


class TriggerIn(RequestModel):
    model_config = _examples({"event": "myplugin.report_ready", "payload": {"report": "weekly"}})
    event: str = _EVENT
    payload: dict[str, Any] = Field(default_factory=dict)


# ---- responses -----------------------------------------------------------------------------------------
class FileItem(BaseModel):
    model_config = _examples(_ITEM)
    path: str
    name: str
    size: int
    created: str
    modified: str
    file_type: str = Field(description="file or directory")
    mime_type: str | None


class FileList(BaseModel):
    model_config = _examples({"items": [_ITEM], "total": 1})
    items: list[FileItem]
    total: int


class OrganizeOut(BaseModel):
    model_config = _examples({"source_path": "/srv/files/Inbox/q3.pdf",
                              "destination_path": "/srv/files/Reports/q3.pdf", "moved": True, "dry_run": False})
    source_path: str
    destination_path: str
    moved: bool
    dry_run: bool


class ConfigOut(BaseModel):
    model_config = _examples({"key": "rate_limits.files", "value": 100})
    key: str
    value: Any


class HookOut(BaseModel):
    model_config = _examples(_HOOK)
    id: str
    plugin_id: str | None = Field(description="the id of the API key that registered the hook")
    event: str
    callback_url: str
    created_at: str | None


class HookList(BaseModel):
    model_config = _examples({"items": [_HOOK]})
    items: list[HookOut]


class RegisteredOut(HookOut):
    model_config = _examples({**_HOOK, "registered": True, "secret": "q0b3Yv6nRrW1xJ4Tk9ZsLh2cPaE8dUfMgN5iOyQw7Xo"})
    registered: bool = Field(description="false when the same hook already existed")
    secret: str | None = Field(description="the signing secret, shown only when the hook is created")


class UnregisteredOut(BaseModel):
    model_config = _examples({"event": "file.organized", "callback_url": "https://hooks.example.com/foldwise",
                              "removed": True})
    event: str
    callback_url: str
    removed: bool


class TriggeredOut(BaseModel):
    model_config = _examples({"event": "myplugin.report_ready", "delivered": 2, "failed": 0})
    event: str
    delivered: int
    failed: int


_DELIVERY = {"id": 12, "delivery_id": "9d0e4b1f2a3c4d5e6f708192a3b4c5d6", "event": "file.organized", "attempt": 1,
             "outcome": "delivered", "status_code": 200, "error": None, "duration_ms": 14,
             "created_at": "2024-10-02T16:03:11Z"}


class DeliveryOut(BaseModel):
    model_config = _examples(_DELIVERY)
    id: int
    delivery_id: str
    event: str
    attempt: int
    outcome: str = Field(description="delivered, retrying or gave_up")
    status_code: int | None
    error: str | None
    duration_ms: int | None
    created_at: str | None


class Deliveries(BaseModel):
    model_config = _examples({"hook_id": _HOOK["id"], "pending": 0, "items": [_DELIVERY]})
    hook_id: str
    pending: int = Field(description="deliveries still waiting in the outbox")
    items: list[DeliveryOut]


class _Envelope(BaseModel):
    success: bool = True


class FileListEnvelope(_Envelope):
    data: FileList


class FileEnvelope(_Envelope):
    data: FileItem


class OrganizeEnvelope(_Envelope):
    data: OrganizeOut


class ConfigEnvelope(_Envelope):
    data: ConfigOut


class HookListEnvelope(_Envelope):
    data: HookList


class RegisteredEnvelope(_Envelope):
    data: RegisteredOut


class UnregisteredEnvelope(_Envelope):
    data: UnregisteredOut


class TriggeredEnvelope(_Envelope):
    data: TriggeredOut


class DeliveriesEnvelope(_Envelope):
    data: Deliveries
