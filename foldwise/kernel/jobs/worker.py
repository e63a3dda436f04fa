"""``foldwise worker``: a process that runs queued jobs of every registered job type (Redis or NATS broker)."""

from __future__ import annotations

import logging
from typing import Any

import typer

__all__ = ["worker_command", "run_worker"]

log = logging.getLogger("foldwise.worker")


def worker_command(
    concurrency: int = typer.Option(None, "--concurrency", "-c", min=1, max=64,
                                    help="jobs run at once (default: jobs.concurrency)"),
) -> None:
    """Run a job worker for the multi-machine setup (needs jobs.broker = redis or nats)."""
    from foldwise.kernel.cli import fail, load_cli_settings
    from foldwise.kernel.settings_env import ConfigError

    settings = load_cli_settings()
    if settings.jobs.broker == "memory":
        fail("jobs.broker is 'memory': set it to 'redis' or 'nats' (FOLDWISE_JOBS__BROKER) to run a worker",
             code=2)
    from foldwise.kernel.shutdown import QuietCancelledListener, exit_now

    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    # taskiq narrates its receiver at INFO; the worker logs its own start and stop.
    logging.getLogger("taskiq").setLevel(max(logging.WARNING, logging.getLogger().level))
    logging.getLogger("taskiq.receiver").addFilter(QuietCancelledListener())
    try:
        import asyncio

        asyncio.run(run_worker(settings, concurrency))
    except ConfigError as exc:  # e.g. a deployment secret the database does not know
        fail(str(exc), code=2)
    except RuntimeError as exc:
        fail(str(exc))
    exit_now(0)  # everything is closed: skip the interpreter's teardown (SIGTERM to exit well within 1 s)


async def run_worker(settings: Any, concurrency: int | None = None, stop: Any = None) -> None:
    """Start a kernel, consume job ids from the broker until SIGINT/SIGTERM (or ``stop``), then stop."""
    import asyncio
    import signal

    from taskiq import AcknowledgeType
    from taskiq.api import run_receiver_task

    from foldwise.kernel.core import Kernel

    if concurrency:
        settings.jobs.concurrency = concurrency
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # pragma: no cover - not the main thread
            pass
    kernel = Kernel(settings)
    kernel.role = "worker"
    # Recovery (journal, orphaned jobs) belongs to the service instances, not to workers.
    await kernel.start(run_jobs=False, recover=False)
    jobs = kernel.jobs
    # One delivery per free slot (max_prefetch=0) and the ack after the job ran (WHEN_SAVED): a message is
    # never held by a worker that cannot start it, and one whose worker died is delivered again.
    receiver = loop.create_task(run_receiver_task(
        jobs.broker, max_async_tasks=settings.jobs.concurrency, max_prefetch=0, run_startup=False,
        ack_time=AcknowledgeType.WHEN_SAVED))
    log.info("worker %s ready: broker %s, job types %s", jobs.worker_id, settings.jobs.broker,
             ", ".join(sorted(kernel.job_types)) or "(none)")
    try:
        await stop.wait()
    finally:
        log.info("worker %s stopping", jobs.worker_id)
        receiver.cancel()
        await asyncio.gather(receiver, return_exceptions=True)
        await kernel.stop()
        log.info("worker %s stopped", jobs.worker_id)
