"""The ``foldwise`` command: a typer root that plugins extend through ``register_commands``.

Kept light: importing this module loads no typer and no web stack. ``main`` collects the commands
as lazy records (``foldwise.kernel.cli_registry``) from the plugin entry points (whose ``__init__``
modules import nothing heavy), answers ``foldwise --help`` from them directly, and otherwise builds
typer with only the command that runs.
"""

from __future__ import annotations

import os
import sys

from foldwise.kernel.cli_registry import CommandRegistry

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover - not imported at run time: typing costs every command's start-up
    from typing import Any, AsyncIterator, Coroutine, TypeVar

    T = TypeVar("T")

__all__ = ["main", "entry", "build_cli", "command_registry", "CliState", "state", "run_async", "emit_json", "fail",
           "fail_api", "local_kernel", "cli_kernel", "load_cli_settings", "command_hint", "exit_code_for",
           "POLL_SECONDS"]

#: How often a local command without a progress bar looks at its job (a cheap SQLite read; the command
#: ends at most this late after its job).
POLL_SECONDS = 0.02


class CliState:
    """Global options of one invocation (a plain class: ``dataclasses`` costs a --help measurable time)."""

    def __init__(self, server: str | None = None, api_key: str | None = None, home: str | None = None) -> None:
        self.server = server
        self.api_key = api_key
        self.home = home

    def __repr__(self) -> str:
        return f"CliState(server={self.server!r}, api_key={'***' if self.api_key else None}, home={self.home!r})"

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
    try:  # the raw file and environment, not the settings model: an error path stays as light as the command
        from foldwise.kernel.settings_env import raw_config, split_roots

        _home, data = raw_config(state.home)
        roots = split_roots(data.get("roots") or [])
        return [os.path.expanduser(str(r)) for r in roots] if isinstance(roots, list) else None
    except Exception:  # noqa: BLE001 - an unreadable config is reported elsewhere
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
    from contextlib import asynccontextmanager

    start_kw.setdefault("run_jobs", True)
    start_kw.setdefault("one_shot", True)
    return asynccontextmanager(_one_shot_kernel)(start_kw)


async def _one_shot_kernel(start_kw: dict[str, Any]) -> AsyncIterator[Any]:
    """``open_kernel`` for one command. Its start (the kernel's imports, every plugin's registrations, the ORM
    and the database) allocates long-lived objects only, which the cyclic collector would re-walk some 150
    times (~60 ms CPU of ``undo``): it runs with the collector paused, then what it made is frozen
    (``gc.freeze``: never walked again) and the collector resumes for the command's own work; they are unfrozen
    when the kernel closes."""
    import gc
    from contextlib import AsyncExitStack

    from foldwise.kernel.gcpause import gc_paused

    async with AsyncExitStack() as stack:
        with gc_paused():
            from foldwise.kernel.core import open_kernel

            kernel = await stack.enter_async_context(open_kernel(load_cli_settings(), **start_kw))
            gc.freeze()  # while still paused: resuming first would walk all of it once more
        try:
            yield kernel
        finally:
            gc.unfreeze()  # the process goes on (tests, a TUI): its objects are collectable again


def command_registry(cached: bool = False) -> CommandRegistry:
    """The kernel's commands and every enabled plugin's, as lazy records (nothing imported yet).

    ``cached``: answer from ``<home>/cache/cli-commands.json`` when nothing it was built from changed
    (``foldwise.kernel.cli_cache``), and write it after building; ``main`` uses it."""
    home, disabled = _plugin_settings()
    if not cached or home is None:
        return _build_registry(home, disabled)
    from foldwise.kernel import cli_cache

    registry = cli_cache.load_registry(home, disabled)
    if registry is not None:
        return registry
    before = cli_cache.snapshot(home, disabled)
    registry = _build_registry(home, disabled, infos := {})
    plugins = [(name, info.module, info.status, info.builtin) for name, info in infos.items()]
    if all(info.status != "error" for info in infos.values()):
        tops = {info.module.partition(".")[0].partition(":")[0] for info in infos.values()}
        cli_cache.store_registry(home, before, registry, cli_cache.module_files(tops), plugins)
    cli_cache.PLUGINS[:] = plugins
    cli_cache.PLUGINS_KNOWN[0] = True
    return registry


def _build_registry(home: Any, disabled: list[str], infos: dict[str, Any] | None = None) -> CommandRegistry:
    """The registry from the plugins themselves (``infos`` receives the plugin manager's records)."""
    registry = CommandRegistry()
    registry.lazy_command("serve", "foldwise.kernel.cli_root:serve_command",
                          help="Start the service (Hypercorn) on the configured data home.")
    registry.lazy_command("worker", "foldwise.kernel.jobs.worker:worker_command",
                          help="Run a job worker for the multi-machine setup (needs jobs.broker = redis or nats).")
    registry.lazy_group("db", "foldwise.kernel.dbcli:db_app", help="Database migrations (tortoise-orm).")
    from foldwise.kernel.plugins import PLUGINS_FOLDER, build_plugin_manager

    pm = build_plugin_manager(disabled, home / PLUGINS_FOLDER if home is not None else None)
    pm.hook.register_commands(cli=registry)
    if infos is not None:
        infos.update(pm.infos)
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


_GLOBAL_OPTIONS = {"--server": "FOLDWISE_SERVER", "--api-key": "FOLDWISE_API_KEY", "--home": "FOLDWISE_HOME",
                   "--profile": "FOLDWISE_PROFILE"}


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
    if values["--profile"]:
        os.environ["FOLDWISE_PROFILE"] = values["--profile"]


def _network_error(exc: BaseException) -> str | None:
    """A one-line reason when ``exc`` is a network failure talking to ``--server`` (no traceback)."""
    httpx = sys.modules.get("httpx")
    if httpx is None or not isinstance(exc, httpx.TransportError):
        return None
    reason = str(exc).strip() or type(exc).__name__
    if isinstance(exc, httpx.TimeoutException):
        reason = f"timed out ({reason})" if reason != type(exc).__name__ else "timed out"
    return f"cannot reach the service at {state.server or '?'}: {reason}"


def entry() -> None:
    """The ``foldwise`` executable (and ``python -m foldwise``): ``main``, then ``gc.freeze()`` on the way out.

    At exit the interpreter tears every module down and collects what is left several times; each of those
    collections walks every object the command still holds (a kernel's imports, plugins, ORM: some 70 ms of
    each kernel command, a fifth of ``foldwise undo``). Frozen objects are never walked; they are freed as
    before. A command that allowed it (``foldwise.kernel.fastexit``: a preview) ends right after its output,
    without freeing its records one by one. Only the executable does this: ``main`` called in a process that
    goes on (tests) is unchanged."""
    import gc

    from foldwise.kernel import fastexit

    fastexit.arm()
    try:
        main()
    except SystemExit as exc:
        if exc.code in (None, 0):
            fastexit.finish(0)
        raise
    finally:
        gc.freeze()
    fastexit.finish(0)


def main() -> None:
    """Entry point of the ``foldwise`` command.

    The global options are read here; ``foldwise --help`` is rendered from the registry; a known command
    runs alone (its module is the only one imported; a click command skips typer entirely). Anything
    else (an unknown word or option) goes to the whole typer tree, so click reports it. A network failure
    with ``--server`` is one line, exit 1."""
    split = _split_globals(sys.argv[1:])
    words = split[1] if split else []
    word = words[0] if words else None
    if split is not None and word == "--version":
        from foldwise import __version__

        sys.stdout.write(f"foldwise {__version__}\n")
        raise SystemExit(0)
    registry = command_registry(cached=True)
    if split is not None and (word is None or word in ("-h", "--help")):
        from foldwise.kernel.cli_help import root_help

        sys.stdout.write(root_help(registry))
        sys.stdout.flush()
        raise SystemExit(0 if word else 2)
    try:
        if split is None or word not in registry:
            build_cli(registry)()
            return
        _apply_globals(split[0])
        registry.entries[word].run(words[1:])
    except Exception as exc:  # click handles its own exceptions and exits; these are the command's
        from foldwise.kernel.settings_env import ConfigError

        if isinstance(exc, ConfigError):  # found when the kernel starts (a deployment secret mismatch...)
            sys.stderr.write(f"error: {exc}\n")
            raise SystemExit(2) from None
        message = _network_error(exc)
        if message is None:
            raise
        sys.stderr.write(f"error: {message}\n")
        raise SystemExit(1) from None
