"""The ``[marketplace]`` configuration section: trusted repositories and their keys."""

from __future__ import annotations

import base64
import binascii

from pydantic import BaseModel, ConfigDict, Field, field_validator

__all__ = ["RepositoryConfig", "MarketplaceConfig", "DEFAULT_REPOSITORY_FOLDER"]

#: The default repository, relative to the data home (empty until someone publishes into it).
DEFAULT_REPOSITORY_FOLDER = "marketplace/repository"


def _check_key(value: str | None) -> str | None:
    if value is None:
        return None
    try:
        raw = base64.b64decode(value.strip(), validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("public_key must be base64 (the 32 raw bytes of an Ed25519 public key)") from None
    if len(raw) != 32:
        raise ValueError("public_key must be the base64 of 32 raw bytes (an Ed25519 public key)")
    return value.strip()


class RepositoryConfig(BaseModel):
    """One trusted repository: the folder holding ``index.json`` and the key its signature must verify with."""

    model_config = ConfigDict(extra="forbid")

    url: str = Field(min_length=1, description="a folder path, file:// or https:// URL of the folder holding index.json")
    public_key: str = Field(description="base64 of the repository's 32-byte Ed25519 public key")
    allow_http: bool = Field(False, description="permit a plain http:// URL (no transport security)")
    ca_file: str | None = Field(None, description="PEM bundle of the CAs trusted for this https repository "
                                "(default: the system's, or SSL_CERT_FILE)")
    name: str | None = Field(None, description="a label shown in listings (default: the URL)")

    _key = field_validator("public_key")(classmethod(lambda cls, v: _check_key(v)))


class MarketplaceConfig(BaseModel):
    """Repositories in priority order (the first that lists a plugin wins), then the default folder."""

    model_config = ConfigDict(extra="forbid")

    repositories: list[RepositoryConfig] = Field(default_factory=list)
    default_public_key: str | None = Field(
        None, description="trusted key of the default repository $FOLDWISE_HOME/marketplace/repository "
        "(without it that folder's index is untrusted)")
    timeout_seconds: float = Field(30.0, gt=0, le=600, description="network timeout per repository request")
    max_wheel_bytes: int = Field(256 * 1024 * 1024, ge=1, description="largest wheel accepted")
    index_cache_seconds: float = Field(30.0, ge=0, le=3600,
                                       description="how long a verified https index is reused for browsing")

    _key = field_validator("default_public_key")(classmethod(lambda cls, v: _check_key(v)))
