"""``[updates]`` in ``foldwise.toml``: the configuration model alone, so validating the configuration at start-up
does not import the release reader (``packaging`` and the download guard)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["UpdateSettings"]


class UpdateSettings(BaseModel):
    """``[updates]`` in ``foldwise.toml``."""

    model_config = ConfigDict(extra="forbid")

    index_url: str | None = Field(None, description="folder or URL holding releases.json and releases.json.sig")
    public_key: str | None = Field(None, description="base64 Ed25519 public key the release index is signed with")
    allow_private_index: bool = Field(False, description="allow an index or wheel URL on a private network "
                                                         "address (loopback is always allowed)")
