"""``MethodologyOptions``: the pydantic base of every methodology's options (re-exported by ``methodology``).

Its own module so that importing the methodology interface, the planner and the ``default`` methodology
builds no pydantic model: the command line's preview plans from options validated before
(``preview.py``) without pydantic's start-up cost.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["MethodologyOptions"]


class MethodologyOptions(BaseModel):
    """Base of every methodology's options model (unknown keys are an error)."""

    model_config = ConfigDict(extra="forbid")

    min_confidence: float = Field(0.5, ge=0.0, le=1.0, description="a file placed with less confidence "
                                  "stays where it is and is listed as left in place, with its reason")
