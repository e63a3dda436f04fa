"""The ``foldwise`` command: a typer root that plugins extend through ``register_commands``.

Kept light: importing this module loads typer and the plugin entry points (whose
``__init__`` modules import nothing heavy), never the web stack.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from typing import Any, Coroutine, TypeVar

import typer

__all__ = ["main", "build_cli", "CliState", "state", "run_async", "emit_json", "fail", "local_kernel",
           "cli_kernel", "load_cli_settings", "POLL_SECONDS"]

T = TypeVar("T")
#: How often a local command without a progress bar looks at its job (a cheap SQLite read; the command
#: ends at most this late after its job).
POLL_SECONDS = 0.02


@dataclass
class CliState:
    """Global options of one invocation."""

    server: str | None = None
    api_key: str | None = None
    home: str | None = None

    @property
    def remote(self) -> bool:
        return bool(self.server)

    def client(self) -> Any:
        """A synchronous ``foldwise.client.Client`` for ``--server`` mode."""
        from foldwise.client import Client

        if not self.api_key:
            fail("--api-key (or FOLDWISE_API_KEY) is required with --server", code=2)
        return Client(self.server or "", api_key=self.api_key)


state = CliState()


def fail(message: str, code: int = 1) -> None:
    """Print a one-line reason on stderr and exit (1 failed, 2 bad usage or input)."""
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code)


def emit_json(data: Any) -> None:
    """Write one JSON document on stdout (``foldwise.kernel.jsonout``: orjson; see ``emit_streamed`` there
    for documents too large to build whole)."""
    from foldwise.kernel.jsonout import emit

    emit(data)


def run_async(coro: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to completion from a synchronous command."""
    import asyncio

    return asyncio.run(coro)


def load_cli_settings() -> Any:
    from foldwise.kernel.settings import ConfigError, load_settings

    try:
        return load_settings(state.home)
    except ConfigError as exc:
        fail(str(exc), code=2)


def cli_kernel() -> Any:
    """A kernel on the local data home that is built (plugins loaded, config sections validated) but not
    started: no database, no jobs. A configuration error ends the command (exit 2)."""
    from foldwise.kernel.core import Kernel
    from foldwise.kernel.settings_env import ConfigError

    try:
        return Kernel(load_cli_settings())
    except ConfigError as exc:
        fail(str(exc), code=2)


def local_kernel(**start_kw: Any) -> Any:
    """An async context manager yielding a started in-process kernel on the local data home (one-shot:
    plugins skip start-up work only a long-running service needs)."""
    from foldwise.kernel.core import open_kernel

    start_kw.setdefault("run_jobs", True)
    start_kw.setdefault("one_shot", True)
    return open_kernel(load_cli_settings(), **start_kw)


def _serve(
    host: str = typer.Option(None, help="address to bind (default from config, 127.0.0.1)"),
    port: int = typer.Option(None, help="port to bind (default from config, 8420)"),
) -> None:
    """Start the service (Hypercorn) on the configured data home."""
    from foldwise.kernel.serve import serve
    from foldwise.kernel.settings import ConfigError

    try:
        serve(load_cli_settings(), host=host, port=port)
    except ConfigError as exc:  # plugin sections are validated when the kernel is built
        fail(str(exc), code=2)


def _root_callback(
    server: str = typer.Option(None, "--server", envvar="FOLDWISE_SERVER", help="send commands to this service URL"),
    api_key: str = typer.Option(None, "--api-key", envvar="FOLDWISE_API_KEY", help="API key for --server"),
    home: str = typer.Option(None, "--home", envvar="FOLDWISE_HOME", help="data home (local mode)"),
) -> None:
    """foldwise: organize files safely; every change can be undone."""
    state.server, state.api_key, state.home = server, api_key, home
    if home:
        os.environ["FOLDWISE_HOME"] = home


def build_cli() -> typer.Typer:
    """The typer application with every enabled plugin's commands."""
    cli = typer.Typer(no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False, rich_markup_mode=None,
                      context_settings={"help_option_names": ["-h", "--help"]})
    cli.callback()(_root_callback)
    cli.command("serve")(_serve)
    from foldwise.kernel.dbcli import db_app

    cli.add_typer(db_app, name="db")
    from foldwise.kernel.jobs.worker import worker_command

    cli.command("worker")(worker_command)
    from foldwise.kernel.plugins import build_plugin_manager

    disabled = _disabled_plugins()
    pm = build_plugin_manager(disabled)
    pm.hook.register_commands(cli=cli)
    return cli


def _disabled_plugins() -> list[str]:
    """``plugins.disabled`` from the environment or ``foldwise.toml``, read without pydantic (fast ``--help``).

    A broken config is reported by the command that needs the settings, not here.
    """
    from foldwise.kernel.settings_env import ConfigError, raw_config

    try:
        _home, data = raw_config(state.home)
        value = data.get("plugins", {}).get("disabled", [])
    except (OSError, ConfigError, AttributeError):
        return []
    if isinstance(value, str):
        value = [v.strip() for v in value.split(",") if v.strip()]
    return [str(v) for v in value] if isinstance(value, list) else []


def main() -> None:
    """Entry point of the ``foldwise`` command."""
    cli = build_cli()
    cli()
