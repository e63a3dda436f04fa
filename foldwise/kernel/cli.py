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

__all__ = ["main", "build_cli", "CliState", "state", "run_async", "emit_json", "fail", "fail_api", "local_kernel",
           "cli_kernel", "load_cli_settings", "command_hint", "exit_code_for", "POLL_SECONDS"]

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


def exit_code_for(status: int) -> int:
    """The exit code of a refused request: 2 for bad input (400, 401, 403, 404, 409, 422), else 1."""
    return 2 if status in (400, 401, 403, 404, 409, 422) else 1


def fail_api(exc: Any, *, path: str | None = None) -> None:
    """Exit with one line for an ``ApiError`` (in-process) or ``ClientError`` (``--server``).

    A path outside the roots names the roots and the command that adds one."""
    code = getattr(exc, "code", "") or ""
    message = getattr(exc, "message", "") or code or str(exc)
    if code == "path_not_allowed" and path is not None:
        message = _outside_roots(path)
    fail(message, code=exit_code_for(int(getattr(exc, "status", 500) or 500)))


def _outside_roots(path: str) -> str:
    """``PATH is outside the configured roots (...); add one with: foldwise config roots add PATH``."""
    prefix = f"--server {state.server} " if state.remote else ""
    roots = _roots_for_message()
    where = f" ({', '.join(roots)})" if roots else (" (none are configured)" if roots == [] else "")
    return (f"{path} is outside the configured roots{where}; add a root with: "
            f"foldwise {prefix}config roots add FOLDER")


def _roots_for_message() -> list[str] | None:
    """The configured roots (local settings, or the service's when the key may read its configuration)."""
    if state.remote:
        try:
            with state.client() as client:
                return [str(r) for r in client.get("config").get("roots") or []]
        except Exception:  # noqa: BLE001 - a member's key may not read the configuration: say less
            return None
    try:
        return [str(r) for r in load_cli_settings().roots]
    except (SystemExit, Exception):  # noqa: BLE001 - an unreadable config is reported elsewhere
        return None


def command_hint(add: tuple[str, ...] = (), drop: tuple[str, ...] = ("--json",)) -> str:
    """The command line this process was started with, re-quoted for a shell, without the ``drop`` flags
    and with ``add`` appended (``apply with: ...`` hints repeat every option the user gave). The value of
    ``--api-key`` is never repeated: it reads ``$FOLDWISE_API_KEY``."""
    import shlex

    args = list(sys.argv[1:])
    out: list[str] = []
    skip_value = False
    for arg in args:
        if skip_value:
            out.append("\"$FOLDWISE_API_KEY\"")
            skip_value = False
            continue
        if arg in drop:
            continue
        if arg == "--api-key":
            out.append(arg)
            skip_value = True
            continue
        if arg.startswith("--api-key="):
            out.append("--api-key=\"$FOLDWISE_API_KEY\"")
            continue
        out.append(shlex.quote(arg))
    return " ".join(["foldwise", *out, *add])


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


def _version(value: bool) -> None:
    if value:
        from foldwise import __version__

        typer.echo(f"foldwise {__version__}")
        raise typer.Exit(0)


def _root_callback(
    server: str = typer.Option(None, "--server", envvar="FOLDWISE_SERVER", metavar="URL",
                               help="send commands to this service URL"),
    api_key: str = typer.Option(None, "--api-key", envvar="FOLDWISE_API_KEY", metavar="KEY",
                                help="API key for --server"),
    home: str = typer.Option(None, "--home", envvar="FOLDWISE_HOME", metavar="DIR", help="data home (local mode)"),
    version: bool = typer.Option(False, "--version", is_eager=True, callback=_version,
                                 help="print the version and exit"),
) -> None:
    """foldwise: organize files safely; every change can be undone.

    Exit codes: 0 success, 1 the operation failed (or found nothing where a script asks, as search does),
    2 bad usage or bad input. --json prints one JSON document on stdout and nothing else."""
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


def _network_error(exc: BaseException) -> str | None:
    """A one-line reason when ``exc`` is a network failure talking to ``--server`` (no traceback)."""
    httpx = sys.modules.get("httpx")
    if httpx is None or not isinstance(exc, httpx.TransportError):
        return None
    reason = str(exc).strip() or type(exc).__name__
    if isinstance(exc, httpx.TimeoutException):
        reason = f"timed out ({reason})" if reason != type(exc).__name__ else "timed out"
    return f"cannot reach the service at {state.server or '?'}: {reason}"


def main() -> None:
    """Entry point of the ``foldwise`` command (a network failure with ``--server`` is one line, exit 1)."""
    cli = build_cli()
    try:
        cli()
    except Exception as exc:  # click handles its own exceptions and exits; these are the command's
        message = _network_error(exc)
        if message is None:
            raise
        typer.echo(f"error: {message}", err=True)
        sys.exit(1)
