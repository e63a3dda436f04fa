"""``foldwise tui [--server URL --api-key KEY]``: the terminal UI, locally or against a service."""

from __future__ import annotations

import typer

__all__ = ["tui_command"]


def tui_command(
    server: str = typer.Option(None, "--server", help="URL of a running service (default: in-process)"),
    api_key: str = typer.Option(None, "--api-key", help="API key for --server (or FOLDWISE_API_KEY)"),
) -> None:
    """Open the terminal UI (files, organize, dedupe, search, history, jobs, copilot, models)."""
    import os

    from foldwise.sdk import ApiError, cli_state as state, fail

    server = server or state.server
    api_key = api_key or state.api_key or os.environ.get("FOLDWISE_API_KEY")
    if server and not api_key:
        fail("--api-key (or FOLDWISE_API_KEY) is required with --server", code=2)
    state.server, state.api_key = server, api_key  # a network failure then names the server
    from foldwise.tui.backend import open_backend

    try:
        backend = open_backend(server, api_key, None if server else _settings())
    except ApiError as exc:
        fail(f"{exc.code}: {exc.message}", code=1)
        return
    try:
        from foldwise.tui.app import FoldwiseApp

        app = FoldwiseApp(backend)  # reads the roots: an unreachable server ends here with one line
        app.run()
    finally:
        backend.close()


def _settings() -> object:
    from foldwise.sdk import load_cli_settings

    return load_cli_settings()
