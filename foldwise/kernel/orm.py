"""tortoise's ``Model`` for plugin models, with the kernel's fast field-comment lookup installed first."""

from __future__ import annotations

import foldwise.kernel.ormfast  # noqa: F401 - before any model class: the fast field-comment lookup
from tortoise.models import Model

__all__ = ["Model"]
