"""``foldwise profile list|create|activate|delete|current|export|import`` (configuration profiles).

A profile is a named overlay of ``foldwise.toml`` (``foldwise.kernel.profiles``); ``--profile NAME`` or
``FOLDWISE_PROFILE`` picks one for one command, ``activate`` for every later one. Exit 2 on a bad name,
an unknown profile or an overlay the settings refuse.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import typer

from foldwise.sdk import cli_state as state, emit_json, fail, profiles

__all__ = ["profile_app"]


def _home() -> Path:
    """The data home (``--home``, ``FOLDWISE_HOME``, else the platform's), without reading any profile."""
    from foldwise.sdk import default_home

    return Path(state.home).expanduser().absolute() if state.home else default_home()


def _check(home: Path, overlay: dict[str, Any]) -> None:
    """Refuse an overlay the settings refuse (``foldwise.toml`` and the overlay validated together, every
    plugin section included)."""
    from foldwise.sdk import ConfigError, cli_kernel, config_store, deep_merge

    try:
        kernel = cli_kernel()
        merged = deep_merge(config_store.read_config(home), overlay)
        config_store.validate_config(merged, home, kernel.config_schemas, kernel.pm.infos.keys())
    except config_store.ConfigValidationError as exc:
        fail("invalid profile: " + "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors),
             code=2)
    except ConfigError as exc:
        fail(str(exc), code=2)


def _guard(action: Any) -> Any:
    try:
        return action()
    except profiles.ProfileError as exc:
        fail(str(exc), code=2)


def profile_list(json_out: bool = typer.Option(False, "--json", help="print one JSON document")) -> None:
    """List the profiles; the active one is marked with *."""
    home = _home()
    names, active = profiles.list_profiles(home), profiles.active_profile(home)
    if json_out:
        emit_json({"profiles": names, "active": active})
        return
    if not names:
        typer.echo("no profiles (create one with `foldwise profile create NAME`)")
    for name in names:
        typer.echo(f"{'*' if name == active else ' '} {name}")


def profile_create(
    name: str = typer.Argument(..., help="profile name (lower-case letters, digits, - and _)"),
    settings: list[str] = typer.Option([], "--set", metavar="KEY=VALUE",
                                       help="a setting of the overlay (repeatable), e.g. --set server.port=9000"),
    activate: bool = typer.Option(False, "--activate", help="make it the active profile"),
) -> None:
    """Create a profile: an overlay of the configuration with the --set values."""
    from foldwise.sdk import parse_env_value, set_dotted

    home = _home()
    if _guard(lambda: profiles.profile_path(home, name)).exists():
        fail(f"profile {name!r} exists (delete it first, or import over it with --force)", code=2)
    overlay: dict[str, Any] = {}
    for item in settings:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            fail(f"--set wants KEY=VALUE, not {item!r}", code=2)
        try:
            overlay = set_dotted(overlay, key.strip(), parse_env_value(value))
        except ValueError as exc:
            fail(str(exc), code=2)
    _check(home, overlay)
    profiles.write_profile(home, name, overlay)
    if activate:
        profiles.set_active(home, name)
    typer.echo(f"created profile {name}" + (" (active)" if activate else ""))


def profile_activate(
    name: str = typer.Argument(None, help="profile to activate; omitted with --none"),
    none: bool = typer.Option(False, "--none", help="use no profile (the plain foldwise.toml)"),
) -> None:
    """Make a profile the one every later command uses."""
    home = _home()
    if none == bool(name):
        fail("give a profile name, or --none", code=2)
    _guard(lambda: profiles.set_active(home, None if none else name))
    typer.echo("no profile active" if none else f"profile {name} is active")


def profile_delete(name: str = typer.Argument(..., help="profile to delete")) -> None:
    """Delete a profile (the active one too: no profile is active then)."""
    _guard(lambda: profiles.delete_profile(_home(), name))
    typer.echo(f"deleted profile {name}")


def profile_current(json_out: bool = typer.Option(False, "--json", help="print one JSON document")) -> None:
    """Print the profile in effect (--profile / FOLDWISE_PROFILE, else the active one)."""
    import os

    home = _home()
    name = profiles.selected_profile(home)
    source = "FOLDWISE_PROFILE" if (os.environ.get("FOLDWISE_PROFILE") or "").strip() else "active"
    if json_out:
        emit_json({"profile": name, "source": source if name else None})
        return
    typer.echo(name or "(none)")


def profile_export(
    name: str = typer.Argument(..., help="profile to export"),
    out: Path = typer.Option(None, "--out", help="write to this file instead of stdout"),
) -> None:
    """Print a profile's overlay as TOML (secrets redacted)."""
    import tomli_w

    from foldwise.sdk import config_store

    overlay = _guard(lambda: profiles.read_profile(_home(), name))
    text = tomli_w.dumps(config_store.redact(overlay))
    if out is None:
        sys.stdout.write(text)
    else:
        out.write_text(text, encoding="utf-8")
        typer.echo(f"wrote {out}")


def profile_import(
    source: Path = typer.Argument(..., exists=True, dir_okay=False, help="a TOML file"),
    name: str = typer.Option(None, "--name", help="profile name (default: the file's name)"),
    force: bool = typer.Option(False, "--force", help="replace a profile of that name"),
) -> None:
    """Create a profile from a TOML file (validated first)."""
    import tomllib

    home = _home()
    name = name or source.stem
    if _guard(lambda: profiles.profile_path(home, name)).exists() and not force:
        fail(f"profile {name!r} exists (use --force to replace it)", code=2)
    try:
        overlay = tomllib.loads(source.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        fail(f"{source.name}: not valid TOML ({exc})", code=2)
    _check(home, overlay)
    profiles.write_profile(home, name, overlay)
    typer.echo(f"imported profile {name}")


def profile_app() -> typer.Typer:
    """The ``foldwise profile`` group."""
    app = typer.Typer(help="List, create, activate, delete, export or import configuration profiles.",
                      no_args_is_help=True)
    for verb, function in (("list", profile_list), ("create", profile_create), ("activate", profile_activate),
                           ("delete", profile_delete), ("current", profile_current), ("export", profile_export),
                           ("import", profile_import)):
        app.command(verb)(function)
    return app
