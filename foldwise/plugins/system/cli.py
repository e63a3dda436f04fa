"""``foldwise config show|set`` and ``foldwise plugins list`` (local data home, or ``--server``)."""

from __future__ import annotations

import json
from typing import Any

import typer

from foldwise.sdk import cli_state as state, emit_json, fail, load_cli_settings, run_async

__all__ = ["add_commands", "config_app", "plugins_app"]


def add_commands(cli: typer.Typer) -> None:
    """Attach the ``config`` and ``plugins`` groups to a typer root (eager; the plugin registers them lazily)."""
    cli.add_typer(config_app(), name="config")
    cli.add_typer(plugins_app(), name="plugins")


def _local_kernel() -> Any:
    """A kernel that is built (plugins, sections validated) but not started: no database needed."""
    from foldwise.sdk import cli_kernel

    return cli_kernel()


def _remote(method: str, path: str, **kwargs: Any) -> Any:
    from foldwise.client import ClientError

    try:
        with state.client() as client:
            return client.request(method, path, **kwargs)
    except ClientError as exc:
        fail(f"{exc.code}: {exc.message}", code=2 if 400 <= exc.status < 500 else 1)


def _flatten(value: Any, prefix: str = "") -> list[tuple[str, Any]]:
    if isinstance(value, dict) and value:
        out: list[tuple[str, Any]] = []
        for key in sorted(value):
            out.extend(_flatten(value[key], f"{prefix}.{key}" if prefix else str(key)))
        return out
    return [(prefix, value)]


def config_show(json_out: bool = typer.Option(False, "--json", help="print one JSON document")) -> None:
    """Print the effective configuration (secrets redacted)."""
    if state.remote:
        config = _remote("GET", "config")
    else:
        from foldwise.plugins.system.config_service import public_config

        config = public_config(_local_kernel().settings)
    if json_out:
        emit_json(config)
        return
    for key, value in _flatten(config):
        typer.echo(f"{key} = {json.dumps(value, default=str)}")


def _parse_value(raw: str) -> Any:
    """A TOML literal (``true``, ``3``, ``["a", "b"]``) or else the plain string."""
    from foldwise.sdk import parse_env_value

    return parse_env_value(raw)


def config_set(
    key: str = typer.Argument(..., help="dotted key, for example rate_limits.default"),
    value: str = typer.Argument(..., help="TOML literal (true, 3, [\"a\"]) or a plain string"),
    json_out: bool = typer.Option(False, "--json", help="print the change as JSON"),
) -> None:
    """Validate and save one setting to foldwise.toml (atomically)."""
    from foldwise.sdk import set_dotted

    try:
        patch = set_dotted({}, key, _parse_value(value))
    except ValueError as exc:
        fail(str(exc), code=2)
    change = _patch(patch)
    if json_out:
        emit_json(change)
        return
    _print_change(key, change)


def _print_change(key: str, change: dict[str, Any]) -> None:
    if not change["changed"]:
        typer.echo(f"{key} unchanged")
        return
    typer.echo(f"saved {', '.join(change['changed'])}")
    if not state.remote:
        typer.echo("a running service applies it after a restart (use --server to change it live)")
    elif change["restart_required"]:
        typer.echo(f"restart the service to apply: {', '.join(change['restart_required'])}")
    overridden = [k for k in change["changed"] if k in change.get("env_overrides", [])]
    if overridden:
        typer.echo(f"note: the environment overrides {', '.join(overridden)}", err=True)


def _patch(patch: dict[str, Any]) -> dict[str, Any]:
    """Validate and save ``patch`` (local file, or the service's configuration with ``--server``)."""
    if state.remote:
        return _remote("PATCH", "system/config", json=patch)
    from foldwise.sdk import ApiError
    from foldwise.plugins.system.config_service import patch_config

    kernel = _local_kernel()
    try:
        return run_async(patch_config(kernel, patch)).as_dict()
    except ApiError as exc:
        details = exc.details if isinstance(exc.details, list) else []
        reasons = "; ".join(f"{'.'.join(map(str, d['loc']))}: {d['msg']}" for d in details) or exc.message
        fail(f"invalid configuration: {reasons}", code=2)
    raise AssertionError("unreachable")


def _roots() -> list[str]:
    """The roots in effect (environment included)."""
    if state.remote:
        return [str(r) for r in _remote("GET", "config").get("roots") or []]
    return [str(r) for r in _local_kernel().settings.roots]


def roots_list(json_out: bool = typer.Option(False, "--json", help="print one JSON document")) -> None:
    """List the configured roots, one per line."""
    roots = _roots()
    if json_out:
        emit_json({"roots": roots})
        return
    if not roots:
        typer.echo("no roots are configured: add one with `foldwise config roots add FOLDER`", err=True)
    for root in roots:
        typer.echo(root)


def roots_add(
    folder: str = typer.Argument(..., help="an existing folder (made absolute)"),
    json_out: bool = typer.Option(False, "--json", help="print the change as JSON"),
) -> None:
    """Add FOLDER to the roots (saved to foldwise.toml, or to the service's configuration with --server)."""
    import os

    path = folder if state.remote else os.path.abspath(os.path.expanduser(folder))
    if not state.remote and not os.path.isdir(path):
        fail(f"not a folder: {path}", code=2)
    roots = _roots()
    change = _patch({"roots": roots if path in roots else [*roots, path]})
    if json_out:
        emit_json(change)
        return
    _print_change("roots", change)


def roots_remove(
    folder: str = typer.Argument(..., help="a configured root"),
    json_out: bool = typer.Option(False, "--json", help="print the change as JSON"),
) -> None:
    """Remove FOLDER from the roots (its files are not touched)."""
    import os

    roots = _roots()
    path = folder if folder in roots or state.remote else os.path.abspath(os.path.expanduser(folder))
    if path not in roots:
        fail(f"{path} is not a root; the roots are: {', '.join(roots) or '(none)'}", code=2)
    change = _patch({"roots": [r for r in roots if r != path]})
    if json_out:
        emit_json(change)
        return
    _print_change("roots", change)


def plugins_list(json_out: bool = typer.Option(False, "--json", help="print one JSON document")) -> None:
    """List every plugin found: loaded, disabled or failed (with the error)."""
    if state.remote:
        plugins = _remote("GET", "system/plugins")["plugins"]
    else:
        from foldwise.sdk import PLUGINS_FOLDER, build_plugin_manager

        settings = load_cli_settings()
        pm = build_plugin_manager(settings.plugins.disabled, settings.home / PLUGINS_FOLDER)
        plugins = [info.as_dict() for info in pm.infos.values()]
    if json_out:
        emit_json({"plugins": plugins})
        return
    from foldwise.sdk import Column, print_table

    print_table((Column("name"), Column("status"), Column("kind"), Column("error", shrink=True, drop=1)),
                [(p["name"], p["status"], "builtin" if p["builtin"] else (p.get("version") or "external"),
                  p.get("error") or "") for p in plugins])


def config_app() -> typer.Typer:
    """``foldwise config show|set`` and ``foldwise config roots list|add|remove``."""
    config = typer.Typer(help="Show or change the configuration.", no_args_is_help=True)
    config.command("show")(config_show)
    config.command("set")(config_set)
    roots = typer.Typer(help="List, add or remove the folders foldwise may touch.", no_args_is_help=True)
    roots.command("list")(roots_list)
    roots.command("add")(roots_add)
    roots.command("remove")(roots_remove)
    config.add_typer(roots, name="roots")
    return config


def plugins_app() -> typer.Typer:
    """``foldwise plugins list``."""
    plugins = typer.Typer(help="Inspect plugins.", no_args_is_help=True)
    plugins.command("list")(plugins_list)
    return plugins
