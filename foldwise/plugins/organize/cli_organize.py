"""``foldwise organize PATH``: local in-process, or remote with ``--server``.

One workflow through the ``Organize`` interface (``foldwise.plugins.organize.interface``) for ``--apply`` and
``--server``; a local preview records no job and plans without a kernel when it can
(``foldwise.plugins.organize.preview``). The plain forms are parsed with ``argparse`` (``PlainCommand``: click
is imported only for help and usage errors, which stay click's); never typer, which coerces every parameter
through pydantic at start-up. Imports nothing from the web stack. Exit codes: 0 success, 1 the operation failed (or
only partly succeeded), 2 bad usage or bad input.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from foldwise.sdk import PlainCommand, plain_parser

if TYPE_CHECKING:  # pragma: no cover
    import argparse

    from foldwise.plugins.organize.interface import Organize, OrganizeRequest, Outcome

__all__ = ["organize_command", "click_command", "run_organize"]

_OK_FINAL = ("completed",)
HELP = "Plan the organization of PATH (a preview); --apply executes it, journaled and undoable."


def run_organize(path: str, methodology: str | None, apply: bool, as_json: bool, limit: int | None) -> None:
    """Plan the organization of PATH (a preview); --apply executes it, journaled and undoable."""
    from foldwise.sdk import cli_state as state, gc_paused

    if state.remote or apply:
        _organize(path, methodology, apply, as_json, limit)
        return
    # A local preview keeps one record per file from the scan to the last line of output: no cyclic
    # collection meanwhile (each one after a step would re-walk all of them; they form no cycles).
    with gc_paused():
        _organize(path, methodology, apply, as_json, limit)


def _plain_parser() -> argparse.ArgumentParser:
    """The plain forms: ``PATH [--methodology|-m NAME] [--apply] [--json] [--limit N]``."""
    def count(value: str) -> int:
        if not (value.isascii() and value.isdigit()):
            raise ValueError(value)
        return int(value)

    parser = plain_parser("foldwise organize")
    parser.add_argument("path")
    parser.add_argument("--methodology", "-m", dest="methodology", default=None)
    parser.add_argument("--apply", dest="apply", action="store_true")
    parser.add_argument("--json", dest="as_json", action="store_true")
    parser.add_argument("--limit", dest="limit", type=count, default=None)
    return parser


def click_command() -> Any:
    """The click command: the full parser, ``--help`` and usage errors (imported only when needed)."""
    import click

    @click.command("organize", context_settings={"help_option_names": ["-h", "--help"]}, help=HELP)
    @click.argument("path")
    @click.option("--methodology", "-m", default=None, metavar="TEXT",
                  help="default | para | johnny_decimal (default: the configured one)")
    @click.option("--apply", "apply", is_flag=True, help="execute the plan (default: preview only)")
    @click.option("--json", "as_json", is_flag=True, help="one JSON document on stdout")
    @click.option("--limit", type=click.IntRange(min=0), default=None,
                  help="operations to show (table default 50; JSON default all)")
    def command(**kwargs: Any) -> None:
        run_organize(**kwargs)

    return command


organize_command = PlainCommand("organize", HELP, _plain_parser, click_command, run_organize)


def _organize(path: str, methodology: str | None, apply: bool, as_json: bool, limit: int | None) -> None:
    from foldwise.sdk import ApiError, cli_state as state, fail, fail_api
    from foldwise.plugins.organize.interface import InProcessOrganize, OrganizeRequest, RemoteOrganize

    shown = limit if limit is not None else (0 if as_json else 50)
    request = OrganizeRequest(path=path if state.remote else os.path.abspath(path), methodology=methodology,
                              apply=apply, shown=shown)
    encoded = runs = False
    try:
        if state.remote:
            with state.client() as client:
                job, plan_ops, summary = _run(RemoteOrganize(client), request, as_json)
        elif not apply:
            encoded = as_json
            plan = _preview(request, as_json)
            job, summary, chosen = None, plan.summary, (range(min(shown, len(plan))) if shown else None)
            # the preview's operations go out pre-encoded (``Plan.wire_json``: the same bytes, a template;
            # every operation: ``Plan.wire_json_runs``, column by column)
            runs = as_json and chosen is None
            plan_ops = plan.wire_json_runs() if runs else plan.wire_json(chosen) if as_json else plan.wire_ops(chosen)
        else:
            job, plan_ops, summary = _run(InProcessOrganize(), request, as_json)
    except ApiError as exc:
        fail_api(exc, path=path)
        return
    if as_json:
        from foldwise.sdk import emit_streamed, gc_paused

        # One short-lived dict per operation: without the pause, the collector re-walks every live object
        # (the scanned tree, the plan) over and over while 100,000 operations stream out.
        with gc_paused():
            emit_streamed({"job": job, "plan": {"summary": summary}}, ("plan", "operations"), plan_ops,
                          encoded=encoded, runs=runs)
    else:
        _print_plan(list(plan_ops), summary, job, shown)
    if not apply and not state.remote:
        from foldwise.sdk import allow_fast_exit, keep_until_exit

        keep_until_exit(plan)  # a local preview is done: no kernel, no thread; the process may end without freeing it
        allow_fast_exit()
    if apply and job is not None and job["status"] not in _OK_FINAL:
        fail(f"job {job['id']} ended {job['status']}" + (f": {job['error']}" if job.get("error") else ""), code=1)


def _preview(request: OrganizeRequest, quiet: bool) -> Any:
    """The plan of a local preview, which records no job (docs/cli.md): made in this process without a
    kernel (``preview.preview_plan``) when it can be, else by the service in a one-shot kernel."""
    from foldwise.sdk import cli_state as state, progress_bar
    from foldwise.plugins.organize.interface import preview_in_kernel
    from foldwise.plugins.organize.preview import preview_plan

    with progress_bar("planning", total=None, quiet=quiet):
        plan = preview_plan(request.path, request.methodology, state.home)
        return plan if plan is not None else preview_in_kernel(request)


def _run(api: Organize, request: OrganizeRequest, quiet: bool) -> Outcome:
    """The one call of the workflow, whichever side answers it: a pulsing "planning" bar while the plan is
    made, then an "organizing" bar that follows the job (on a terminal only; nothing when ``quiet``)."""
    from contextlib import ExitStack

    from foldwise.sdk import progress_bar

    with ExitStack() as stack:
        stack.enter_context(progress_bar("planning", total=None, quiet=quiet))
        bar: list[Any] = []

        def on_job(job: dict[str, Any]) -> None:
            if not bar:
                stack.close()  # the plan is made: the pulse ends, the job's bar starts
                bar.append(stack.enter_context(progress_bar("organizing", quiet=quiet)))
            bar[0].update(job.get("progress") or 0)

        return api.run(request, on_job if request.apply else None)



def _print_plan(ops: list[dict[str, Any]], summary: dict[str, Any], job: dict[str, Any] | None, shown: int) -> None:
    """The plan as a table that fits the terminal (paths relative to the folder), then its totals."""
    import click

    from foldwise.sdk import Column, command_hint, print_table

    base = summary.get("base") or ""

    def rel(p: str) -> str:
        return os.path.relpath(p, base) if base and p else (p or "")

    columns = (Column("#", justify="right", drop=3, optional=True), Column("action"),
               Column("source", shrink=True), Column("destination", shrink=True),
               Column("conf.", justify="right", drop=2), Column("reason", shrink=True, min_width=16, drop=4,
                                                                optional=True))
    rows = [(op["id"], op["action"], rel(op["source"]), rel(op["destination"]), f"{op['confidence']:.2f}",
             op["reason"]) for op in ops]
    print_table(columns, rows, title=f"{summary.get('methodology')} plan for {base}")
    counts = ", ".join(f"{summary.get(k, 0)} {k}" for k in ("move", "rename", "mkdir", "skip"))
    total = summary.get("operations", len(ops))
    more = f" (showing {len(ops)} of {total}; --limit 0 shows all)" if len(ops) < total else ""
    head = "preview (no job recorded)" if job is None else f"job {job['id']}: {job['status']}"
    click.echo(f"{head}; {counts}{more}")
    left = summary.get("left_in_place_items") or []
    if summary.get("left_in_place"):
        click.echo(f"left in place: {summary['left_in_place']}")
        for item in left[:10]:
            click.echo(f"  {item['path']}: {item['reason']}")
    if summary.get("remove_emptied_folders"):
        click.echo(f"folders emptied by the plan (removed after the moves): "
                   f"{len(summary['remove_emptied_folders'])}")
    if job is not None and job.get("result"):
        r = job["result"]
        click.echo(f"moved {r.get('moved', 0)}, skipped {r.get('skipped', 0)}, failed {r.get('failed', 0)}")
    elif job is None or job["status"] == "pending":
        click.echo(f"apply with: {command_hint(add=('--apply',))}")
