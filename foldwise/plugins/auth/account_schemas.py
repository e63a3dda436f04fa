"""Request and response models of the account, two-factor, password reset and user admin routes."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from foldwise.plugins.auth.schemas import UserOut, _Envelope, _examples, _In

__all__ = [
    "AccountPatch", "PasswordChangeIn", "ForgotIn", "ResetIn", "OtpCodeIn", "TwoFactorDisableIn", "UserCreateIn",
    "UserPatch", "AccountEnvelope", "DoneEnvelope", "EnrollEnvelope", "RecoveryEnvelope", "UserListEnvelope",
    "ResetLinkEnvelope", "AcceptedEnvelope",
]

_ACCOUNT = {"id": 1, "username": "alice", "email": "alice@example.com", "role": "admin", "is_active": True,
            "created_at": "2024-10-01T09:12:44.512301Z", "display_name": "Alice", "theme": "auto",
            "has_avatar": False, "two_factor": False}
Role = Literal["admin", "member", "viewer"]


class AccountPatch(_In):
    email: str | None = Field(None, max_length=254, description="empty or null clears it",
                              examples=["alice@example.org"])
    display_name: str | None = Field(None, max_length=100, examples=["Alice"])
    theme: Literal["auto", "light", "dark"] | None = Field(None, description="the web interface's colours")


class PasswordChangeIn(_In):
    current_password: str = Field(min_length=1, max_length=1024)
    new_password: str = Field(min_length=1, max_length=1024, examples=["a much longer passphrase"])


class ForgotIn(_In):
    username_or_email: str = Field(min_length=1, max_length=254, examples=["alice"])


class ResetIn(_In):
    token: str = Field(min_length=1, max_length=200)
    new_password: str = Field(min_length=1, max_length=1024)


class OtpCodeIn(_In):
    code: str = Field(min_length=1, max_length=32, examples=["492039"])


class TwoFactorDisableIn(_In):
    password: str = Field(min_length=1, max_length=1024)
    code: str = Field(min_length=1, max_length=32, description="a current TOTP code or a recovery code")


class UserCreateIn(_In):
    username: str = Field(min_length=1, max_length=64, examples=["bob"])
    password: str = Field(min_length=1, max_length=1024)
    email: str | None = Field(None, max_length=254, examples=["bob@example.com"])
    role: Role = "member"


class UserPatch(_In):
    role: Role | None = None
    active: bool | None = Field(None, description="false signs the user out everywhere at once")


class AccountOut(UserOut):
    model_config = _examples(_ACCOUNT)
    display_name: str
    theme: str = Field(description="auto | light | dark")
    has_avatar: bool
    two_factor: bool


class AccountEnvelope(_Envelope):
    data: AccountOut


class DoneOut(BaseModel):
    model_config = _examples({"done": True})
    done: bool = True


class DoneEnvelope(_Envelope):
    data: DoneOut


class AcceptedOut(BaseModel):
    model_config = _examples({"accepted": True})
    accepted: bool = True


class AcceptedEnvelope(_Envelope):
    data: AcceptedOut


class EnrollOut(BaseModel):
    model_config = _examples({"secret": "JBSWY3DPEHPK3PXP",
                              "otpauth_uri": "otpauth://totp/foldwise:alice?secret=JBSWY3DPEHPK3PXP&issuer=foldwise"})
    secret: str = Field(description="base32 TOTP secret (confirm with a code to turn two-factor on)")
    otpauth_uri: str


class EnrollEnvelope(_Envelope):
    data: EnrollOut


class RecoveryOut(BaseModel):
    model_config = _examples({"recovery_codes": ["3f9a1-0c2d4", "b77e0-19a5c"]})
    recovery_codes: list[str] = Field(description="10 one-time codes, shown only in this response")


class RecoveryEnvelope(_Envelope):
    data: RecoveryOut


class UserList(BaseModel):
    users: list[UserOut]


class UserListEnvelope(_Envelope):
    data: UserList


class ResetLinkOut(BaseModel):
    model_config = _examples({"url": "http://127.0.0.1:8420/ui/profile/reset-password?token=fwp_x",
                              "expires_in": 3600})
    url: str = Field(description="a one-time link, valid for expires_in seconds")
    expires_in: int


class ResetLinkEnvelope(_Envelope):
    data: ResetLinkOut


class AvatarForm(BaseModel):
    """The multipart form of ``POST /account/avatar`` (documentation only; the route reads the form itself)."""

    file: bytes = Field(description="a PNG, JPEG, GIF or WebP image of at most 2 MiB")
