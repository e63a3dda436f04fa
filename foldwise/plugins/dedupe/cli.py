"""``foldwise dedupe PATH [--json] [--resolve STRATEGY] [--action trash|hardlink]``.

One workflow through the ``Dedupe`` interface (``foldwise.plugins.dedupe.interface``): in-process
on the data home (a report needs no kernel or database; ``--resolve`` runs a scan job and a journaled
resolution that ``foldwise undo`` reverses) or, with ``--server``, through the Python client.
Imports nothing from the web stack; written with click, not typer (typer coerces every parameter
through pydantic, which would be most of a report's start-up).

``dedupe_command`` parses the plain forms with ``argparse`` (``PATH`` and the options below) and hands
anything else (``--help``, an unknown option, a value click would refuse) to the click command, which is
then imported: a report is a new process each time, and click with the ``typing`` it loads was a fifth of
its start-up. A test checks that both parsers give the same call for the forms the fast one accepts.
Exit codes: 0 success, 1 the operation failed, 2 bad usage or bad input.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from foldwise.plugins.dedupe.interface import Dedupe, DedupeRequest

__all__ = ["add_commands", "dedupe_command", "click_command", "parse_plain"]

STRATEGY_HELP = "oldest | newest | shortest_path | preferred_folder (keeps that file of each group)"
HELP = "Report duplicate files under PATH; --resolve STRATEGY resolves them (journaled, undoable)."


def add_commands(cli: Any) -> None:
    """Register ``dedupe`` on a command registry."""
    cli.lazy_command("dedupe", "foldwise.plugins.dedupe.cli:dedupe_command", help=HELP)


def _fast_parser() -> Any:
    """An ``argparse`` parser of the plain forms (stdlib, a few ms to import where click takes tens)."""
    from foldwise.sdk import plain_parser

    def min_size(value: str) -> int:
        if not (value.isascii() and value.isdigit()) or int(value) < 1:
            raise ValueError(value)
        return int(value)

    parser = plain_parser("foldwise dedupe")
    parser.add_argument("path")
    parser.add_argument("--json", dest="as_json", action="store_true")
    parser.add_argument("--resolve", default=None)
    parser.add_argument("--action", default="trash")
    parser.add_argument("--preferred-folder", dest="preferred_folder", default=None)
    parser.add_argument("--type", dest="type_", default=None)
    parser.add_argument("--near", action="store_true")
    parser.add_argument("--min-size", dest="min_size", type=min_size, default=1)
    return parser


def parse_plain(args: list[str]) -> dict[str, Any] | None:
    """The keyword arguments of ``run_dedupe`` for a plain command line (parsed with ``argparse``), or None when
    only click can judge it (help, an unknown or malformed option, a second PATH, a missing value)."""
    return dedupe_command.parse_plain(args)


def _run_plain(**plain: Any) -> None:
    """``run_dedupe`` for a plain command line; a report runs with the cyclic collector paused."""
    import gc
    from contextlib import nullcontext

    from foldwise.sdk import gc_paused

    # A report (no kernel: no --resolve, no --near) makes a few objects per file, none in a cycle: nothing
    # for the cyclic collector, which would walk them all again and again (and once more at exit).
    report_only = not plain["resolve"] and not plain["near"]
    with gc_paused() if report_only else nullcontext():
        try:
            run_dedupe(**plain)
        finally:
            if report_only:  # while still paused: the interpreter's last collection need not walk what is left
                gc.freeze()


def click_command() -> Any:
    """The click command: the full parser, ``--help`` and usage errors (imported only when needed)."""
    import click

    @click.command("dedupe", context_settings={"help_option_names": ["-h", "--help"]}, help=HELP)
    @click.argument("path")
    @click.option("--json", "as_json", is_flag=True, help="one JSON document on stdout")
    @click.option("--resolve", default=None, help=f"act on the groups: {STRATEGY_HELP}")
    @click.option("--action", default="trash", show_default=True, help="trash | hardlink | reflink (with --resolve)")
    @click.option("--preferred-folder", default=None, help="for --resolve preferred_folder")
    @click.option("--type", "type_", default=None, help="images | documents | audio | video | archives | ext,ext")
    @click.option("--near", is_flag=True, help="near-duplicate images (needs the 'images' extra)")
    @click.option("--min-size", type=click.IntRange(min=1), default=1, show_default=True,
                  help="skip files smaller than this (bytes)")
    def command(**kwargs: Any) -> None:
        run_dedupe(**kwargs)

    return command


def _plain_command() -> Any:
    from foldwise.sdk import PlainCommand

    return PlainCommand("dedupe", HELP, _fast_parser, click_command, _run_plain)


dedupe_command = _plain_command()


def run_dedupe(path: str, as_json: bool, resolve: str | None, action: str, preferred_folder: str | None,
               type_: str | None, near: bool, min_size: int) -> None:
    """Report duplicate files under PATH; --resolve STRATEGY resolves them (journaled, undoable)."""
    from foldwise.sdk import cli_state as state, emit_json, fail

    if resolve and resolve not in ("oldest", "newest", "shortest_path", "preferred_folder"):
        fail(f"unknown strategy {resolve!r}: {STRATEGY_HELP}", code=2)
    if action not in ("trash", "hardlink", "reflink"):
        fail(f"unknown action {action!r}: trash | hardlink | reflink", code=2)
    from foldwise.sdk import ApiError, fail_api
    from foldwise.plugins.dedupe.interface import DedupeRequest, InProcessDedupe, RemoteDedupe

    request = DedupeRequest(path=path if state.remote else os.path.abspath(path), type=type_, near=near,
                            min_size=min_size, strategy=resolve or "oldest", preferred_folder=preferred_folder,
                            resolve=resolve is not None, action=action)
    try:
        if state.remote:
            with state.client() as client:
                preview, outcome = _run(RemoteDedupe(client), request, as_json)
        else:
            preview, outcome = _run(InProcessDedupe(state.home), request, as_json)
    except ApiError as exc:
        fail_api(exc, path=path)
        return
    if as_json:
        emit_json({"preview": preview, "execute": outcome})
        return
    _print(preview, outcome)
    if outcome is None and preview["groups"]:
        import click

        from foldwise.sdk import command_hint

        click.echo(f"resolve with: {command_hint(add=('--resolve', request.strategy))}  (undo with: foldwise undo)")


def _run(api: Dedupe, request: DedupeRequest, quiet: bool) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The one call of the workflow, whichever side answers it (a pulsing bar on a terminal meanwhile)."""
    if quiet:  # --json: no bar, so none of the terminal output module is imported
        return api.run(request)
    from foldwise.sdk import progress_bar

    with progress_bar("scanning for duplicates", total=None, quiet=quiet):
        return api.run(request)


def _print(preview: dict[str, Any], outcome: dict[str, Any] | None) -> None:
    import click

    from foldwise.sdk import human_size as _human

    groups = preview["groups"]
    for group in groups:
        click.echo(f"{group['hash'][:16]}  {len(group['files'])} files x {_human(group['size'])}  "
                   f"wasted {_human(group['wasted'])}")
        for f in group["files"]:
            mark = "keep" if f["path"] == group["keep"] else "    "
            click.echo(f"  {mark} {f['path']}")
    summary = preview.get("summary") or {}
    wasted = sum(g["wasted"] for g in groups)
    dups = sum(len(g["files"]) - 1 for g in groups)
    click.echo(f"{len(groups)} group{'' if len(groups) == 1 else 's'}, "
               f"{dups} duplicate file{'' if dups == 1 else 's'}, "
               f"{_human(wasted)} wasted; {summary.get('files_scanned', '?')} files scanned in "
               f"{summary.get('elapsed_seconds', '?')}s")
    if preview.get("already_linked"):
        click.echo(f"{len(preview['already_linked'])} sets of paths are already hard linked (no waste)")
    if outcome is not None:
        click.echo(f"{outcome['action']}: {outcome['files_resolved']} files in {outcome['groups_resolved']} groups, "
                   f"{_human(outcome['bytes_reclaimed'])} reclaimed (transaction {outcome['transaction_id']}; "
                   f"'foldwise undo' reverses it)")
        for item in outcome["skipped"]:
            click.echo(f"  skipped {item['path']}: {item['reason']}")
        for item in outcome["failed"]:
            click.echo(f"  failed {item['path']}: {item['reason']}")

