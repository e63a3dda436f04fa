"""``foldwise update check`` (updates.manage): is a newer foldwise in the signed release index?

Exit 0 with the answer (``--json``: ``{current, latest, update_available, release}``); exit 1 with one
line when no index is configured, reachable or verifiable. ``install`` verifies the wheel's SHA-256
against the signed index before pip sees it and keeps the replaced wheel; ``rollback`` reinstalls that one
(docs/surfaces.md).
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


def _settings() -> tuple[UpdateSettings, object]:
    from foldwise.sdk import cli_kernel

    kernel = cli_kernel()
    section = kernel.settings.section("updates")
    return (section if isinstance(section, UpdateSettings) else UpdateSettings.model_validate(section or {})), kernel


def _confirm(question: str, yes: bool) -> None:
    import sys

    if yes:
        return
    if not sys.stdin.isatty():
        fail("refusing to change the installation without confirmation: pass --yes", code=1)
    if not typer.confirm(question):
        fail("cancelled: nothing installed", code=1)


def update_install(version: str = typer.Argument(None, help="the release to install (default: the newest)"),
                   yes: bool = typer.Option(False, "--yes", help="do not ask for confirmation"),
                   allow_downgrade: bool = typer.Option(False, "--allow-downgrade",
                                                        help="allow a release older than the installed one"),
                   json_out: bool = typer.Option(False, "--json", help="print one JSON document")) -> None:
    """Install a verified foldwise release from the signed release index."""
    from packaging.version import InvalidVersion, Version

    from foldwise.plugins.surfaces.release_install import install_release, installed_version

    settings, kernel = _settings()
    current = installed_version()
    try:
        releases = read_index(settings)
        if version is None:
            release = newest(releases, current)
            if release is None:
                if json_out:
                    emit_json({"installed": False, "current": current, "previous": None})
                else:
                    typer.echo(f"foldwise {current} is up to date: nothing installed")
                return
        else:
            try:
                wanted = Version(version)
            except InvalidVersion:
                raise ReleaseError(f"{version!r} is not a version") from None
            release = next((r for r in releases if r.version == wanted), None)
            if release is None:
                raise ReleaseError(f"the release index has no version {version}")
            if release.version <= Version(current) and not allow_downgrade:
                raise ReleaseError(f"{version} is not newer than the installed {current}: "
                                   "pass --allow-downgrade to install it")
        _confirm(f"Install foldwise {release.version} (installed: {current})?", yes)
        previous = install_release(kernel.settings.home, settings.index_url or "", release,
                                   allow_private=settings.allow_private_index)
    except ReleaseError as exc:
        fail(str(exc), code=1)
        raise AssertionError("unreachable") from None
    if json_out:
        emit_json({"installed": True, "current": str(release.version), "previous": previous})
        return
    typer.echo(f"installed foldwise {release.version} (was {current})")
    typer.echo(f"rollback restores {previous}" if previous else
               "the replaced version was not installed by `foldwise update`: rollback is not available yet")


def update_rollback(yes: bool = typer.Option(False, "--yes", help="do not ask for confirmation")) -> None:
    """Reinstall the previous foldwise kept by the last update."""
    from foldwise.plugins.surfaces.release_install import has_previous, installed_version, rollback

    _, kernel = _settings()
    current = installed_version()
    try:
        if not has_previous(kernel.settings.home):
            raise ReleaseError("there is no previous version to roll back to")
        _confirm(f"Roll foldwise {current} back to the previous version?", yes)
        restored = rollback(kernel.settings.home)
    except ReleaseError as exc:
        fail(str(exc), code=1)
        raise AssertionError("unreachable") from None
    typer.echo(f"rolled back to foldwise {restored} (was {current})")


def update_app() -> typer.Typer:
    """The ``foldwise update`` group."""
    app = typer.Typer(help="Check for, install and roll back foldwise releases from the signed release index.", no_args_is_help=True)
    app.command("check")(update_check)
    app.command("install")(update_install)
    app.command("rollback")(update_rollback)
    return app
