"""The typer half of the root command: global options and ``foldwise serve`` (imported when a command runs)."""

from __future__ import annotations

import os

import typer

from foldwise.kernel.cli import fail, load_cli_settings, state

__all__ = ["root_callback", "serve_command"]


def serve_command(
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


def root_callback(
    server: str = typer.Option(None, "--server", envvar="FOLDWISE_SERVER", help="send commands to this service URL"),
    api_key: str = typer.Option(None, "--api-key", envvar="FOLDWISE_API_KEY", help="API key for --server"),
    home: str = typer.Option(None, "--home", envvar="FOLDWISE_HOME", help="data home (local mode)"),
) -> None:
    """foldwise: organize files safely; every change can be undone."""
    state.server, state.api_key, state.home = server, api_key, home
    if home:
        os.environ["FOLDWISE_HOME"] = home
