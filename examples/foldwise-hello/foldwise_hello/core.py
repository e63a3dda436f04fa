"""The plugin's logic: its config section, the greeting and the ``hello.count`` job handler."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class HelloConfig(BaseModel):
    """``[hello]`` in foldwise.toml."""

    model_config = ConfigDict(extra="forbid")
    greeting: str = Field("Hello", min_length=1, max_length=40)
    max_count: int = Field(1000, ge=1)


def greet(config: HelloConfig, name: str | None) -> str:
    """``"<greeting>, <name>!"``."""
    return f"{config.greeting}, {(name or 'world').strip() or 'world'}!"


async def count(ctx: Any) -> dict[str, Any]:
    """Job ``hello.count``: count to ``params.to``, reporting progress, stopping when cancelled."""
    config: HelloConfig = ctx.kernel.settings.section("hello")
    to = max(1, min(int(ctx.params.get("to", 3)), config.max_count))
    counted = 0
    for i in range(1, to + 1):
        if ctx.cancelled:
            break
        counted = i
        await ctx.progress(i, to, message=f"{i}")
    return {"counted": counted, "greeting": greet(config, str(counted))}
