"""Request and response models of ``/api/v1/integrations*`` (contract: "Integrations"), with examples."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import PATH_SCHEMA, ApiErrorBody, RequestModel

__all__ = ["SettingsIn", "SendIn", "TokenIn", "TokenValueIn", "ErrorBody", "IntegrationListEnvelope",
           "ConnectionEnvelope", "SentEnvelope", "BrowserConfigEnvelope", "NewTokenEnvelope", "VerifiedEnvelope",
           "RevokedEnvelope"]


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


class ErrorBody(ApiErrorBody):
    model_config = _examples({"error": "path_not_allowed", "message": "the path is outside the configured roots",
                              "details": None})


# ---- requests ------------------------------------------------------------------------------------------
class SettingsIn(RequestModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"settings": {"vault_path": "/srv/files/Vault", "attachments_subdir": "Attachments",
                      "notes_subdir": "Notes"}}]})
    settings: dict[str, Any] = Field(description="the integration's settings (see docs/integrations.md)")


class SendIn(RequestModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"path": "/srv/files/Reports/q3.pdf", "metadata": {"tags": ["finance"]}}]})
    path: str = Field(min_length=1, max_length=4096, description="the file to send (absolute or root-relative)",
                      json_schema_extra=PATH_SCHEMA)
    metadata: dict[str, Any] | None = Field(None, description="optional: tags, summary, title")


class TokenIn(RequestModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"extension_id": "abcdefghijklmnop"}]})
    extension_id: str = Field(min_length=1, max_length=120, description="the browser extension's id")


class TokenValueIn(RequestModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"token": "fwx_ab12cd34ef56_..."}]})
    token: str = Field(min_length=1, max_length=200)


# ---- responses -----------------------------------------------------------------------------------------
class IntegrationOut(BaseModel):
    name: str
    type: str
    enabled: bool = Field(description="configured with valid settings")
    connected: bool
    details: dict[str, Any]


class IntegrationList(BaseModel):
    model_config = _examples({"items": [{"name": "obsidian", "type": "notes", "enabled": True, "connected": True,
                                         "details": {"settings": {"vault_path": "/srv/files/Vault"}}}]})
    items: list[IntegrationOut]


class Connection(BaseModel):
    model_config = _examples({"integration": "obsidian", "connected": True})
    integration: str
    connected: bool


class Sent(BaseModel):
    model_config = _examples({"integration": "obsidian", "sent": True, "path": "/srv/files/Reports/q3.pdf",
                              "written": ["/srv/files/Vault/Attachments/q3.pdf", "/srv/files/Vault/Notes/q3.md"]})
    integration: str
    sent: bool
    path: str
    written: list[str]


class BrowserConfig(BaseModel):
    model_config = _examples({"allowed_origins": ["chrome-extension://abcdefghijklmnop"], "token_ttl_seconds": 3600})
    allowed_origins: list[str]
    token_ttl_seconds: int


class NewToken(BaseModel):
    model_config = _examples({"token": "fwx_ab12cd34ef56_3q2-7wEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
                              "expires_at": "2024-10-02T17:03:10+00:00"})
    token: str = Field(description="shown once; send it as X-Extension-Token with the extension's Origin")
    expires_at: str


class Verified(BaseModel):
    model_config = _examples({"valid": True, "expires_at": "2024-10-02T17:03:10+00:00"})
    valid: bool
    expires_at: str | None = None


class Revoked(BaseModel):
    model_config = _examples({"revoked": True})
    revoked: bool


class _Envelope(BaseModel):
    success: bool = True


class IntegrationListEnvelope(_Envelope):
    data: IntegrationList


class ConnectionEnvelope(_Envelope):
    data: Connection


class SentEnvelope(_Envelope):
    data: Sent


class BrowserConfigEnvelope(_Envelope):
    data: BrowserConfig


class NewTokenEnvelope(_Envelope):
    data: NewToken


class VerifiedEnvelope(_Envelope):
    data: Verified


class RevokedEnvelope(_Envelope):
    data: Revoked
