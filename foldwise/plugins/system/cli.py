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
    if state.remote:
        change = _remote("PATCH", "system/config", json=patch)
    else:
        from foldwise.sdk import ApiError
        from foldwise.plugins.system.config_service import patch_config

        kernel = _local_kernel()
        try:
            change = run_async(patch_config(kernel, patch)).as_dict()
        except ApiError as exc:
            details = exc.details if isinstance(exc.details, list) else []
            reasons = "; ".join(f"{'.'.join(map(str, d['loc']))}: {d['msg']}" for d in details) or exc.message
            fail(f"invalid configuration: {reasons}", code=2)
    if json_out:
        emit_json(change)
        return
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
    width = max((len(p["name"]) for p in plugins), default=4)
    for plugin in plugins:
        kind = "builtin" if plugin["builtin"] else (plugin.get("version") or "external")
        line = f"{plugin['name']:<{width}}  {plugin['status']:<8}  {kind}"
        if plugin.get("error"):
            line += f"  {plugin['error']}"
        typer.echo(line)


def config_app() -> typer.Typer:
    """``foldwise config show|set``."""
    config = typer.Typer(help="Show or change the configuration.", no_args_is_help=True)
    config.command("show")(config_show)
    config.command("set")(config_set)
    return config


def plugins_app() -> typer.Typer:
    """``foldwise plugins list``."""
    plugins = typer.Typer(help="Inspect plugins.", no_args_is_help=True)
    plugins.command("list")(plugins_list)
    return plugins
