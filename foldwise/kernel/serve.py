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
    config.graceful_timeout = 5
    shutdown = asyncio.Event()

    async def _main() -> None:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, shutdown.set)
        await hypercorn_serve(app, config, shutdown_trigger=shutdown.wait)  # type: ignore[arg-type]

    from hypercorn.utils import LifespanFailureError

    try:
        asyncio.run(_main())
    except LifespanFailureError:
        error = getattr(app.switch, "startup_error", None)  # type: ignore[attr-defined]
        if isinstance(error, ConfigError):
            raise error from None
        raise SystemExit(f"error: the service could not start: {error}") from None


