"""``Greeter``: the plugin's logic, one instance per kernel (``kernel.service(Greeter)``), and its job."""

from __future__ import annotations

from typing import Any

from foldwise.sdk import InvalidRequest, JobContext, Kernel

from foldwise_hello.config import HelloConfig

__all__ = ["Greeter", "count"]


class Greeter:
    """Greets people with the configured greeting; every surface (REST, page, CLI, job) calls this."""

    def __init__(self, kernel: Kernel) -> None:
        self.kernel = kernel
        #: greetings said by this kernel since it started
        self.greeted = 0

    @property
    def config(self) -> HelloConfig:
        """The current ``[hello]`` section (a configuration change applies without a restart)."""
        config: HelloConfig = self.kernel.plugin_settings("hello")
        return config

    def greet(self, name: str | None) -> str:
        """``"<greeting>, <name>!"`` (``world`` without a name); a name over 100 characters is refused."""
        name = (name or "").strip() or "world"
        if len(name) > 100:
            raise InvalidRequest("name: at most 100 characters")
        self.greeted += 1
        return f"{self.config.greeting}, {name}!"


async def count(ctx: JobContext) -> dict[str, Any]:
    """Job ``hello.count``: count to ``params.to`` (at most ``max_count``), reporting progress, stopping when
    cancelled."""
    greeter = ctx.kernel.service(Greeter)
    to = max(1, min(int(ctx.params.get("to", 3)), greeter.config.max_count))
    counted = 0
    for i in range(1, to + 1):
        if ctx.cancelled:
            break
        counted = i
        await ctx.progress(i, to, message=f"{i}")
    return {"counted": counted, "greeting": greeter.greet(str(counted))}
