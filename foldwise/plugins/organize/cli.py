"""``foldwise organize PATH`` and ``foldwise jobs``: local in-process, or remote with ``--server``.

One workflow through the ``Organize`` interface (``foldwise.plugins.organize.interface``): the
service in a one-shot kernel, or the Python client with ``--server``. Imports nothing from the web stack. Exit codes: 0 success, 1 the operation failed (or only partly succeeded),
2 bad usage or bad input.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

import typer

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.plugins.organize.interface import Organize, OrganizeRequest, Outcome

__all__ = ["add_commands"]

_OK_FINAL = ("completed",)


def add_commands(cli: typer.Typer) -> None:
    """Register ``organize`` and ``jobs`` on the root command."""
    cli.command("organize")(organize_command)
    cli.command("jobs")(jobs_command)


# ---------------------------------------------------------------------------- organize
def organize_command(
    path: str = typer.Argument(..., help="folder to organize"),
    methodology: str = typer.Option(None, "--methodology", "-m",
                                    help="default | para | johnny_decimal (default: the configured one)"),
    apply: bool = typer.Option(False, "--apply", help="execute the plan (default: preview only)"),
    as_json: bool = typer.Option(False, "--json", help="one JSON document on stdout"),
    limit: int = typer.Option(None, "--limit", min=0,
                              help="operations to show (table default 50; JSON default all)"),
) -> None:
    """Plan the organization of PATH (a preview); --apply executes it, journaled and undoable."""
    from foldwise.sdk import ApiError, cli_state as state, fail, fail_api
    from foldwise.plugins.organize.interface import InProcessOrganize, OrganizeRequest, RemoteOrganize

    shown = limit if limit is not None else (0 if as_json else 50)
    request = OrganizeRequest(path=path if state.remote else os.path.abspath(path), methodology=methodology,
                              apply=apply, shown=shown)
    encoded = False
    try:
        if state.remote:
            with state.client() as client:
                job, plan_ops, summary = _run(RemoteOrganize(client), request, as_json)
        elif not apply:
            encoded = as_json
            plan = _preview(request, as_json)
            job, summary, chosen = None, plan.summary, (range(min(shown, len(plan))) if shown else None)
            # the preview's operations go out pre-encoded (``Plan.wire_json``: the same bytes, a template)
            plan_ops = plan.wire_json(chosen) if as_json else plan.wire_ops(chosen)
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
                          encoded=encoded)
    else:
        _print_plan(list(plan_ops), summary, job, shown)
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
    typer.echo(f"{head}; {counts}{more}")
    left = summary.get("left_in_place_items") or []
    if summary.get("left_in_place"):
        typer.echo(f"left in place: {summary['left_in_place']}")
        for item in left[:10]:
            typer.echo(f"  {item['path']}: {item['reason']}")
    if summary.get("remove_emptied_folders"):
        typer.echo(f"folders emptied by the plan (removed after the moves): "
                   f"{len(summary['remove_emptied_folders'])}")
    if job is not None and job.get("result"):
        r = job["result"]
        typer.echo(f"moved {r.get('moved', 0)}, skipped {r.get('skipped', 0)}, failed {r.get('failed', 0)}")
    elif job is None or job["status"] == "pending":
        typer.echo(f"apply with: {command_hint(add=('--apply',))}")


# ---------------------------------------------------------------------------- jobs
def jobs_command(
    status: str = typer.Option(None, "--status", help="only jobs with this status"),
    page: int = typer.Option(1, "--page", min=1),
    page_size: int = typer.Option(50, "--page-size", min=1, max=500),
    as_json: bool = typer.Option(False, "--json", help="one JSON document on stdout"),
) -> None:
    """List jobs (organize, rollback, dedupe), newest first."""
    from foldwise.sdk import JOB_TRANSITIONS as TRANSITIONS, cli_state as state, emit_json, fail, fail_api

    if status is not None and status not in TRANSITIONS:
        fail(f"unknown status {status!r}; one of: {', '.join(TRANSITIONS)}", code=2)
    if state.remote:
        from foldwise.client import ClientError

        params: dict[str, Any] = {"page": page, "page_size": page_size}
        if status:
            params["status"] = status
        try:
            items = state.client().get("organize/jobs", params=params)["jobs"]
        except ClientError as exc:
            fail_api(exc)
            return
    else:
        from foldwise.sdk import local_kernel, run_async

        async def main() -> list[dict[str, Any]]:
            async with local_kernel(run_jobs=False, recover=False) as kernel:
                jobs, _total = await kernel.jobs.list(status=status, page=page, page_size=page_size)
                return [kernel.jobs.to_wire(j) for j in jobs]

        items = run_async(main())
    if as_json:
        emit_json({"jobs": items})
        return
    from foldwise.sdk import Column, human_time, print_table

    columns = (Column("id"), Column("type", drop=2), Column("status"), Column("methodology", drop=4),
               Column("files", justify="right", drop=3), Column("progress", justify="right", drop=5),
               Column("started"), Column("finished", drop=1))
    print_table(columns, [(j["id"], j["type"], j["status"], j.get("methodology") or "-", j["fileCount"],
                           f"{j['progress']}%", human_time(j.get("startedAt")), human_time(j.get("finishedAt")))
                          for j in items])
    if not items:
        typer.echo("no jobs", err=True)
