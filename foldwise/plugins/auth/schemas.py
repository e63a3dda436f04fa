"""Request and response models of the auth routes (documented in OpenAPI)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import USERNAME_PATTERN, ApiErrorBody, DetailErrorBody, ValidationErrorBody

__all__ = [
    "RegisterIn", "LoginIn", "RefreshIn", "ApiKeyIn",
    "UserOut", "TokenOut", "ApiKeyOut", "NewApiKeyOut", "RevokedOut",
    "UserEnvelope", "TokenEnvelope", "LogoutEnvelope", "ApiKeyListEnvelope", "NewApiKeyEnvelope", "RevokedEnvelope",
    "ErrorBody", "DetailBody", "ValidationBody",
]

_DT = {"format": "date-time"}


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


_KEY_ID = "k7m2q6x4c3vb"
_USER = {"id": 1, "username": "alice", "email": "alice@example.com", "role": "admin", "is_active": True,
         "created_at": "2024-10-01T09:12:44.512301Z"}
_KEY = {"id": _KEY_ID, "name": "backup script", "created_at": "2024-10-02T08:00:00.104220Z",
        "expires_at": "2030-01-31T00:00:00Z", "last_used_at": "2024-10-05T21:14:09.871002Z", "scopes": [],
        "user": "alice"}


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False)


class RegisterIn(_In):
    username: str = Field(min_length=1, max_length=64, pattern=USERNAME_PATTERN, examples=["alice"])
    password: str = Field(min_length=1, max_length=1024, examples=["correct horse battery staple"])
    email: str = Field(min_length=3, max_length=254, examples=["alice@example.com"])


class LoginIn(_In):
    """JSON sign-in (unknown fields 422); the OAuth2 password form's extras are dropped before validation."""

    username: str = Field(min_length=1, max_length=64, examples=["alice"])
    password: str = Field(min_length=1, max_length=1024, examples=["correct horse battery staple"])
    otp: str | None = Field(None, max_length=32, description="a TOTP code or a recovery code, when the account "
                            "uses two-factor sign-in (401 otp_required without it)", examples=["492039"])


class RefreshIn(_In):
    refresh_token: str = Field(min_length=1, max_length=200)


Scope = Literal["files:read", "files:write", "config:read", "hooks:manage", "hooks:trigger"]


class ApiKeyIn(_In):
    name: str = Field("", max_length=100, examples=["backup script"])
    expires_at: str | None = Field(None, description="ISO 8601 date or date-time (UTC when no offset)",
                                   examples=["2030-01-31T00:00:00Z"])
    scopes: list[Scope] | None = Field(
        None, max_length=5, description="limit the key to the plugin runtime routes these scopes allow; "
                                        "without scopes the key has its user's rights", examples=[["files:read"]])


class UserOut(BaseModel):
    model_config = _examples(_USER)
    id: int
    username: str
    email: str | None
    role: str = Field(description="admin | member | viewer")
    is_active: bool
    created_at: str = Field(json_schema_extra=_DT)


class TokenOut(BaseModel):
    model_config = _examples({
        "access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIiwidHlwZSI6ImFjY2Vzcy"
                        "J9.3q5Xc0mS2b8yN1oFvQjZkq7uW4rT9eLhG6aPdK1sJ0E",
        "refresh_token": "Zt4hQ1wLr8cV0pN6xJ2mB9eS5kY3uA7gD1fH0iO4lUq", "token_type": "bearer", "expires_in": 1800})
    access_token: str = Field(description="JWT (HS256), send as Authorization: Bearer")
    refresh_token: str = Field(description="single use; exchange at /api/v1/auth/refresh")
    token_type: str = "bearer"
    expires_in: int = Field(description="access token lifetime in seconds")


class ApiKeyOut(BaseModel):
    model_config = _examples(_KEY)
    id: str = Field(description="12 lowercase base32 characters")
    name: str
    created_at: str = Field(json_schema_extra=_DT)
    expires_at: str | None = Field(json_schema_extra=_DT)
    last_used_at: str | None = Field(json_schema_extra=_DT)
    scopes: list[str] = Field(default_factory=list, description="empty: the key has its user's rights")
    user: str | None = Field(None, description="the owner's username")


class NewApiKeyOut(BaseModel):
    model_config = _examples({"id": _KEY_ID, "name": "backup script",
                              "key": f"fw_{_KEY_ID}_X3vPq8LmN2cR5tY7wZ0aB4dF6gH9jK1lQ-sU2eW8iO3",
                              "expires_at": "2030-01-31T00:00:00Z", "scopes": []})
    id: str
    name: str
    key: str = Field(description="the full key fw_<id>_<secret>; shown only in this response")
    expires_at: str | None = Field(json_schema_extra=_DT)
    scopes: list[str] = Field(default_factory=list, description="empty: the key has its user's rights")


class RevokedOut(BaseModel):
    model_config = _examples({"id": _KEY_ID, "revoked": True})
    id: str
    revoked: bool = True


class LogoutOut(BaseModel):
    revoked: bool = True


class _Envelope(BaseModel):
    success: bool = True


class UserEnvelope(_Envelope):
    data: UserOut


class TokenEnvelope(_Envelope):
    data: TokenOut


class ApiKeyList(BaseModel):
    api_keys: list[ApiKeyOut]


class ApiKeyListEnvelope(_Envelope):
    data: ApiKeyList


class NewApiKeyEnvelope(_Envelope):
    data: NewApiKeyOut


class RevokedEnvelope(_Envelope):
    data: RevokedOut


class LogoutEnvelope(_Envelope):
    data: LogoutOut


class ErrorBody(ApiErrorBody):
    """The ApiError shape."""

    model_config = ConfigDict(json_schema_extra={
        "examples": [{"error": "unauthorized", "message": "authentication required", "details": None}]
    })


class DetailBody(DetailErrorBody):
    """The framework detail shape (login credential failure)."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"detail": "Incorrect username or password"}]})


class ValidationItem(BaseModel):
    loc: list[Any]
    msg: str


class ValidationBody(ValidationErrorBody):
    """The 422 shape."""

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "error": "validation_error", "message": "request validation failed",
        "details": [{"loc": ["password"], "msg": "Field required"}]}]})
    error: str = "validation_error"
    details: list[ValidationItem]
