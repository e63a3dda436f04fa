"""The ``foldwise`` command: a typer root that plugins extend through ``register_commands``.

Kept light: importing this module loads no typer and no web stack. ``main`` collects the commands
as lazy records (``foldwise.kernel.cli_registry``) from the plugin entry points (whose ``__init__``
modules import nothing heavy), answers ``foldwise --help`` from them directly, and otherwise builds
typer with only the command that runs.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from typing import Any, Coroutine, TypeVar

from foldwise.kernel.cli_registry import CommandRegistry

__all__ = ["main", "build_cli", "command_registry", "CliState", "state", "run_async", "emit_json", "fail",
           "local_kernel", "cli_kernel", "load_cli_settings", "POLL_SECONDS"]

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
    sys.stderr.write(f"error: {message}\n")
    sys.stderr.flush()
    raise SystemExit(code)


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


def command_registry() -> CommandRegistry:
    """The kernel's commands and every enabled plugin's, as lazy records (nothing imported yet)."""
    registry = CommandRegistry()
    registry.lazy_command("serve", "foldwise.kernel.cli_root:serve_command",
                          help="Start the service (Hypercorn) on the configured data home.")
    registry.lazy_command("worker", "foldwise.kernel.jobs.worker:worker_command",
                          help="Run a job worker for the multi-machine setup (needs jobs.broker = redis or nats).")
    registry.lazy_group("db", "foldwise.kernel.dbcli:db_app", help="Database migrations (tortoise-orm).")
    from foldwise.kernel.plugins import PLUGINS_FOLDER, build_plugin_manager

    home, disabled = _plugin_settings()
    pm = build_plugin_manager(disabled, home / PLUGINS_FOLDER if home is not None else None)
    pm.hook.register_commands(cli=registry)
    return registry


def build_cli(registry: CommandRegistry | None = None, only: str | None = None) -> Any:
    """The typer application with every registered command (or only the command ``only``)."""
    import typer

    from foldwise.kernel.cli_root import root_callback

    registry = registry or command_registry()
    cli = typer.Typer(no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False, rich_markup_mode=None,
                      context_settings={"help_option_names": ["-h", "--help"]})
    cli.callback()(root_callback)
    for entry in registry.entries.values():
        if only is None or entry.name == only:
            entry.attach(cli)
    return cli


def _home_from_argv(argv: list[str]) -> str | None:
    """``--home DIR`` / ``--home=DIR`` among the arguments (the commands are built before they are parsed)."""
    for i, arg in enumerate(argv):
        if arg == "--home" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--home="):
            return arg.split("=", 1)[1]
    return None


def _plugin_settings() -> tuple[Any, list[str]]:
    """The data home (whose ``plugins`` folder holds installed plugins) and ``plugins.disabled``, from the
    command line, the environment or ``foldwise.toml``, read without pydantic (fast ``--help``).

    A broken config is reported by the command that needs the settings, not here.
    """
    from pathlib import Path

    from foldwise.kernel.settings_env import ConfigError, default_home, raw_config

    given = state.home or _home_from_argv(sys.argv[1:])
    home = Path(given).expanduser().absolute() if given else default_home()
    try:
        _home, data = raw_config(home)
    except (OSError, ConfigError, AttributeError):
        return home, []
    try:
        value = data.get("plugins", {}).get("disabled", [])
    except AttributeError:
        return home, []
    if isinstance(value, str):
        value = [v.strip() for v in value.split(",") if v.strip()]
    return home, ([str(v) for v in value] if isinstance(value, list) else [])


_GLOBAL_OPTIONS = {"--server": "FOLDWISE_SERVER", "--api-key": "FOLDWISE_API_KEY", "--home": "FOLDWISE_HOME"}


def _split_globals(args: list[str]) -> tuple[dict[str, str], list[str]] | None:
    """The leading global options (``--server URL``, ``--home=DIR`` ...) and the words after them; None
    when an option lacks its value (click reports it)."""
    found: dict[str, str] = {}
    i = 0
    while i < len(args):
        name, eq, value = args[i].partition("=")
        if name not in _GLOBAL_OPTIONS:
            break
        if eq:
            found[name], i = value, i + 1
        elif i + 1 < len(args):
            found[name], i = args[i + 1], i + 2
        else:
            return None
    return found, args[i:]


def _apply_globals(found: dict[str, str]) -> None:
    """Set ``state`` from the global options, else their environment variables (as the typer root does)."""
    values = {name: found.get(name) or os.environ.get(env) or None for name, env in _GLOBAL_OPTIONS.items()}
    state.server, state.api_key, state.home = values["--server"], values["--api-key"], values["--home"]
    if state.home:
        os.environ["FOLDWISE_HOME"] = state.home


def main() -> None:
    """Entry point of the ``foldwise`` command.

    The global options are read here; ``foldwise --help`` is rendered from the registry; a known command
    runs alone (its module is the only one imported; a click command skips typer entirely). Anything
    else (an unknown word or option) goes to the whole typer tree, so click reports it."""
    registry = command_registry()
    split = _split_globals(sys.argv[1:])
    words = split[1] if split else []
    word = words[0] if words else None
    if split is not None and (word is None or word in ("-h", "--help")):
        from foldwise.kernel.cli_help import root_help

        sys.stdout.write(root_help(registry))
        sys.stdout.flush()
        raise SystemExit(0 if word else 2)
    if split is None or word not in registry:
        build_cli(registry)()
        return
    _apply_globals(split[0])
    registry.entries[word].run(words[1:])
