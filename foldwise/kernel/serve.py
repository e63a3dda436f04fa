"""Run the app under Hypercorn.

Hypercorn calls the app ``create_app`` returns, whose ``asgi_app`` is the ``AppSwitch``
(``foldwise.kernel.switch``): it starts and stops the kernel through the ASGI lifespan and forwards every
connection to the current app generation, so plugins reloaded live (``POST /api/v1/system/plugins/reload``)
are served without a restart while the kernel (database, jobs, events) stays the same.
"""

from __future__ import annotations

import asyncio
import logging
import signal

from foldwise.kernel.settings import ConfigError, Settings

__all__ = ["serve"]


def _quiet_cancelled(loop: asyncio.AbstractEventLoop, context: dict) -> None:  # type: ignore[type-arg]
    """Python 3.11's stream callback asks a connection task cancelled at shutdown for its exception and
    logs the CancelledError with a traceback; that is a connection closed on purpose, not an error."""
    if isinstance(context.get("exception"), asyncio.CancelledError):
        return
    loop.default_exception_handler(context)


def serve(settings: Settings, host: str | None = None, port: int | None = None) -> None:
    """Serve until SIGINT/SIGTERM."""
    from hypercorn.asyncio import serve as hypercorn_serve
    from hypercorn.config import Config

    from foldwise.kernel.app import create_app

    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    app = create_app(settings)
    config = Config()
    config.bind = [f"{host or settings.server.host}:{port or settings.server.port}"]
    config.accesslog = None
    config.errorlog = logging.getLogger("hypercorn.error")  # through the root handler: one line each
    # Requests in flight get this long to finish on SIGTERM (open WebSockets and event streams are closed).
    config.graceful_timeout = 0.5
    shutdown = asyncio.Event()

    def _stop() -> None:
        """End event streams and WebSockets (they close cleanly, 1001), then stop the server."""
        bus = getattr(app.switch.kernel, "bus", None)  # type: ignore[attr-defined]
        if bus is not None:
            bus.end_subscriptions()
        shutdown.set()

    async def _main() -> None:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(_quiet_cancelled)
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, _stop)
        await hypercorn_serve(app, config, shutdown_trigger=shutdown.wait)  # type: ignore[arg-type]

    from hypercorn.utils import LifespanFailureError

    try:
        asyncio.run(_main())
    except LifespanFailureError:
        error = getattr(app.switch, "startup_error", None)  # type: ignore[attr-defined]
        if isinstance(error, ConfigError):
            raise error from None
        raise SystemExit(f"error: the service could not start: {error}") from None
    from foldwise.kernel.shutdown import exit_now

    exit_now(0)  # the kernel is stopped and every connection closed: skip the interpreter's teardown


