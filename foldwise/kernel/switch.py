"""The ASGI switch: one long-lived entry point in front of successive generations of the Quart app.

Quart cannot add routes or blueprints to an app once it has served, so activating a plugin builds a whole new
app over the same kernel (database, job manager, event bus, journal stay as they are) and swaps it in here.
Each HTTP request or WebSocket is forwarded to the generation current when it arrived and finishes there; a
retired generation is shut down (its ``after_serving`` work, never the kernel's) once its last connection ended.
WebSockets and server-sent event streams already open stay on their generation until they close, so a retired
app lives as long as its longest stream.

The switch owns the ASGI lifespan: at start-up it starts the kernel, then the current app; at shut-down it
stops the apps, then the kernel.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from foldwise.kernel.settings_env import ConfigError

if TYPE_CHECKING:  # pragma: no cover
    from quart import Quart

    from foldwise.kernel.core import Kernel

__all__ = ["AppSwitch"]

log = logging.getLogger("foldwise.switch")
#: How long shut-down waits for retired generations still draining before stopping them anyway.
DRAIN_ON_SHUTDOWN_SECONDS = 5.0


class _Generation:
    """One app and the number of connections it is serving."""

    __slots__ = ("app", "handle", "number", "active", "idle")

    def __init__(self, app: Quart, number: int) -> None:
        self.app = app
        self.handle = type(app).asgi_app.__get__(app)  # the app's own handler (the root app's is the switch)
        self.number = number
        self.active = 0
        self.idle: asyncio.Event | None = None  # set when retired and no connection is left

    def retire(self) -> asyncio.Event:
        self.idle = asyncio.Event()
        if self.active == 0:
            self.idle.set()
        return self.idle


class AppSwitch:
    """Forwards ASGI connections to the current app generation; ``reload()`` builds and swaps in a new one."""

    def __init__(self, kernel: Kernel, first: Quart, build: Callable[[Kernel], Quart]) -> None:
        self.kernel = kernel
        self._build = build
        self._current = _Generation(first, kernel.plugins_generation)
        self._retiring: set[asyncio.Task[None]] = set()
        self._serving = False
        #: Why the lifespan start-up failed (``serve`` reports it in one line).
        self.startup_error: BaseException | None = None
        kernel.web_reload = self.reload

    @property
    def app(self) -> Quart:
        """The app new connections go to."""
        return self._current.app

    async def __call__(self, scope: dict[str, Any], receive: Callable[..., Any], send: Callable[..., Any]) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
            return
        generation = self._current
        generation.active += 1
        try:
            await generation.handle(scope, receive, send)
        finally:
            generation.active -= 1
            if generation.active == 0 and generation.idle is not None:
                generation.idle.set()

    # ---- generations ----------------------------------------------------------------

    async def reload(self) -> Awaitable[None]:
        """Build an app for the kernel's current plugins, start it and send new connections to it. Returns an
        awaitable that ends once the previous app has drained and been shut down."""
        app = self._build(self.kernel)
        if self._serving:
            await app.startup()
        old, self._current = self._current, _Generation(app, self.kernel.plugins_generation)
        log.info("app generation %d serving; generation %d draining (%d open)", self._current.number,
                 old.number, old.active)
        return self._retire(old)

    def _retire(self, generation: _Generation) -> asyncio.Task[None]:
        idle = generation.retire()

        async def _drain() -> None:
            await idle.wait()
            if self._serving:
                await self._shutdown_app(generation)

        task = asyncio.get_running_loop().create_task(_drain())
        self._retiring.add(task)
        task.add_done_callback(self._retiring.discard)
        return task

    @staticmethod
    async def _shutdown_app(generation: _Generation) -> None:
        try:
            await generation.app.shutdown()
        except Exception:  # noqa: BLE001 - a plugin's after_serving must not break the switch
            log.exception("shutting down app generation %d failed", generation.number)

    # ---- lifespan -------------------------------------------------------------------

    async def startup(self) -> None:
        """Start the kernel, then the current app (rebuilt first if a plugin failed to start)."""
        first = self._current.app
        async with first.app_context():
            await self.kernel.start()
        if self.kernel.plugins_generation != self._current.number:
            self._current = _Generation(self._build(self.kernel), self.kernel.plugins_generation)
        await self._current.app.startup()
        self._serving = True

    async def shutdown(self) -> None:
        """Shut down the current app and the draining ones, then stop the kernel."""
        current = self._current
        await self._shutdown_app(current)
        if self._retiring:
            _done, pending = await asyncio.wait(list(self._retiring), timeout=DRAIN_ON_SHUTDOWN_SECONDS)
            for task in pending:
                task.cancel()
        self._serving = False
        async with current.app.app_context():
            await self.kernel.stop()

    async def _lifespan(self, receive: Callable[..., Any], send: Callable[..., Any]) -> None:
        while True:
            event = await receive()
            if event["type"] == "lifespan.startup":
                try:
                    await self.startup()
                except Exception as exc:  # noqa: BLE001 - reported to the server, which stops
                    self.startup_error = exc
                    if isinstance(exc, ConfigError):  # the operator's to fix: one line, no traceback
                        log.error("start-up refused: %s", exc)
                    else:
                        log.exception("start-up failed")
                    await send({"type": "lifespan.startup.failed", "message": str(exc)})
                else:
                    await send({"type": "lifespan.startup.complete"})
            elif event["type"] == "lifespan.shutdown":
                try:
                    await self.shutdown()
                except Exception as exc:  # noqa: BLE001
                    log.exception("shut-down failed")
                    await send({"type": "lifespan.shutdown.failed", "message": str(exc)})
                else:
                    await send({"type": "lifespan.shutdown.complete"})
                return
