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


def _version(value: bool) -> None:
    if value:
        from foldwise import __version__

        typer.echo(f"foldwise {__version__}")
        raise typer.Exit(0)


def root_callback(
    server: str = typer.Option(None, "--server", envvar="FOLDWISE_SERVER", metavar="URL",
                               help="send commands to this service URL"),
    api_key: str = typer.Option(None, "--api-key", envvar="FOLDWISE_API_KEY", metavar="KEY",
                                help="API key for --server"),
    home: str = typer.Option(None, "--home", envvar="FOLDWISE_HOME", metavar="DIR", help="data home (local mode)"),
    profile: str = typer.Option(None, "--profile", envvar="FOLDWISE_PROFILE", metavar="NAME",
                                help="configuration profile for this command"),
    version: bool = typer.Option(False, "--version", is_eager=True, callback=_version,
                                 help="print the version and exit"),
) -> None:
    """foldwise: organize files safely; every change can be undone.

    Exit codes: 0 success, 1 the operation failed (or found nothing where a script asks, as search does),
    2 bad usage or bad input. --json prints one JSON document on stdout and nothing else."""
    state.server, state.api_key, state.home = server, api_key, home
    if home:
        os.environ["FOLDWISE_HOME"] = home
    if profile:
        os.environ["FOLDWISE_PROFILE"] = profile
