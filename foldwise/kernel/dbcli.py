"""``foldwise db``: apply, inspect and write database migrations."""

from __future__ import annotations

import typer

__all__ = ["db_app", "make_migrations"]

db_app = typer.Typer(help="Database migrations (tortoise-orm).", no_args_is_help=True)


async def make_migrations(url: str | None = None, apps: tuple[str, ...] = (), name: str | None = None) -> None:
    """Write migrations for model changes of the kernel and every loaded plugin."""
    import asyncio
    import json
    import tempfile
    from pathlib import Path

    from tortoise.cli import cli as tcli

    from foldwise.kernel.cli import load_cli_settings
    from foldwise.kernel.core import Kernel
    from foldwise.kernel.db import tortoise_config

    kernel = Kernel(load_cli_settings())
    config = tortoise_config(kernel, url or "sqlite://:memory:", for_makemigrations=True)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "tortoise.json"
        await asyncio.to_thread(path.write_text, json.dumps(config))  # a developer command; kept off the loop
        await tcli.makemigrations(tcli.CLIContext(None, str(path)), apps, False, name)


@db_app.command("makemigrations")
def makemigrations_cmd(
    apps: list[str] = typer.Argument(None, help="app labels (default: all)"),
    name: str = typer.Option(None, help="a name for the migration"),
) -> None:
    """Write new migrations after a model change (developers)."""
    from foldwise.kernel.cli import run_async

    run_async(make_migrations(None, tuple(apps or ()), name))


@db_app.command("migrate")
def migrate_cmd() -> None:
    """Apply pending migrations to the configured database."""
    from foldwise.kernel.cli import load_cli_settings, run_async
    from foldwise.kernel.core import Kernel
    from foldwise.kernel.db import close_db, init_db

    async def _run() -> None:
        kernel = Kernel(load_cli_settings())
        await init_db(kernel)
        await close_db()

    run_async(_run())
    typer.echo("database is up to date")
