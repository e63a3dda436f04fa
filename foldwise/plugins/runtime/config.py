"""``[runtime]``: delivery settings of the plugin runtime's webhooks (``[plugins] allow_private_callbacks``
is the kernel's)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["RuntimeConfig"]


class RuntimeConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    max_attempts: int = Field(8, ge=1, le=50, description="attempts per delivery before it is given up")
    retry_base_seconds: float = Field(2.0, ge=0.01, le=3600, description="first retry delay (doubles each time)")
    retry_max_seconds: float = Field(3600.0, ge=0.01, le=86400, description="longest delay between attempts")
    timeout_seconds: float = Field(5.0, gt=0, le=5, description="per-delivery timeout (at most 5 s)")
    concurrency: int = Field(32, ge=1, le=256, description="deliveries in flight at once per instance")
