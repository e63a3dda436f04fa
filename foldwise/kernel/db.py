"""Database: tortoise-orm on SQLite in the data home by default, PostgreSQL by URL."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from tortoise import Tortoise

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.kernel.core import Kernel

__all__ = ["tortoise_config", "init_db", "close_db", "dialect"]

log = logging.getLogger("foldwise.db")


def tortoise_config(kernel: Kernel) -> dict[str, Any]:
    """The tortoise config: one app per plugin that registers models, all on one connection."""
    url = kernel.settings.database_url
    apps = {
        label: {"models": modules, "default_connection": "default"}
        for label, modules in kernel.model_modules.items()
    }
    return {"connections": {"default": url}, "apps": apps, "use_tz": True, "timezone": "UTC"}


async def init_db(kernel: Kernel) -> None:
    """Open the connection and bring the schema up to date."""
    config = tortoise_config(kernel)
    await Tortoise.init(config=config, _enable_global_fallback=True)
    await Tortoise.generate_schemas(safe=True)


async def close_db() -> None:
    """Close every connection."""
    await Tortoise.close_connections()


def dialect() -> str:
    """``sqlite`` or ``postgres``: the dialect of the default connection."""
    from tortoise import connections

    return connections.get("default").capabilities.dialect
