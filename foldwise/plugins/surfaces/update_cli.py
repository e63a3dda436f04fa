"""``foldwise update check`` (updates.manage): is a newer foldwise in the signed release index?

Exit 0 with the answer (``--json``: ``{current, latest, update_available, release}``); exit 1 with one
line when no index is configured, reachable or verifiable. Installing and rolling back are not part of
this version (docs/surfaces.md).
"""

from __future__ import annotations

import typer

from foldwise.sdk import emit_json, fail

from foldwise.plugins.surfaces.releases import ReleaseError, UpdateSettings, newest, read_index

__all__ = ["update_app"]


def update_check(json_out: bool = typer.Option(False, "--json", help="print one JSON document")) -> None:
    """Look for a newer foldwise in the signed release index."""
    from foldwise import __version__
    from foldwise.sdk import cli_kernel

    section = cli_kernel().settings.section("updates")
    settings = section if isinstance(section, UpdateSettings) else UpdateSettings.model_validate(section or {})
    try:
        release = newest(read_index(settings), __version__)
    except ReleaseError as exc:
        fail(str(exc), code=1)
        raise AssertionError("unreachable") from None
    if json_out:
        emit_json({"current": __version__, "latest": str(release.version) if release else __version__,
                   "update_available": release is not None, "release": release.as_dict() if release else None})
        return
    if release is None:
        typer.echo(f"foldwise {__version__} is up to date")
    else:
        typer.echo(f"foldwise {release.version} is available (installed: {__version__})")


def update_app() -> typer.Typer:
    """The ``foldwise update`` group."""
    app = typer.Typer(help="Check for a newer foldwise in the signed release index.", no_args_is_help=True)
    app.command("check")(update_check)
    return app
