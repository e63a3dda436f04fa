"""``foldwise organize PATH`` and ``foldwise jobs``: local in-process, or remote with ``--server``.

One workflow through the ``Organize`` interface (``foldwise.plugins.organize.interface``): the
service in a one-shot kernel, or the Python client with ``--server``. Imports nothing from the web stack. Exit codes: 0 success, 1 the operation failed (or only partly succeeded),
2 bad usage or bad input.
"""

from __future__ import annotations

import os
import sys
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


def _exit_for(status: int) -> int:
    return 2 if status in (400, 403, 404, 409, 422) else 1


def _is_tty() -> bool:
    return sys.stdout.isatty()


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
    from foldwise.sdk import cli_state as state, fail
    from foldwise.sdk import ApiError
    from foldwise.plugins.organize.interface import InProcessOrganize, OrganizeRequest, RemoteOrganize

    shown = limit if limit is not None else (0 if as_json else 50)
    request = OrganizeRequest(path=path if state.remote else os.path.abspath(path), methodology=methodology,
                              apply=apply, shown=shown)
    bar = _progress_bar(apply and _is_tty() and not as_json)
    try:
        if state.remote:
            with state.client() as client:
                job, plan_ops, summary = _run(RemoteOrganize(client), request, bar)
        else:
            job, plan_ops, summary = _run(InProcessOrganize(), request, bar)
    except ApiError as exc:
        fail(exc.message, code=_exit_for(exc.status))
        return
    if as_json:
        from foldwise.sdk import emit_streamed

        emit_streamed({"job": job, "plan": {"summary": summary}}, ("plan", "operations"), plan_ops)
    else:
        _print_plan(list(plan_ops), summary, job, shown)
    if apply and job["status"] not in _OK_FINAL:
        fail(f"job {job['id']} ended {job['status']}" + (f": {job['error']}" if job.get("error") else ""), code=1)


def _run(api: Organize, request: OrganizeRequest, bar: Any) -> Outcome:
    """The one call of the workflow, whichever side answers it; ``bar`` (or None) follows the job."""
    if bar is None:
        return api.run(request)
    task = bar.add_task("organize", total=100)
    with bar:
        return api.run(request, lambda job: bar.update(task, completed=job.get("progress") or 0))


def _progress_bar(enabled: bool) -> Any:
    """A rich progress bar on a terminal; None otherwise."""
    if not enabled:
        return None
    from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn, TimeRemainingColumn

    return Progress(TextColumn("organizing"), BarColumn(), TaskProgressColumn(), TimeRemainingColumn(),
                    transient=True)


def _print_plan(ops: list[dict[str, Any]], summary: dict[str, Any], job: dict[str, Any], shown: int) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    base = summary.get("base") or ""
    table = Table(title=f"{summary.get('methodology')} plan for {base}", show_lines=False)
    for column in ("#", "action", "source", "destination", "conf.", "reason"):
        table.add_column(column, overflow="fold")

    def rel(p: str) -> str:
        return os.path.relpath(p, base) if base and p else p

    for op in ops:
        table.add_row(str(op["id"]), op["action"], rel(op["source"]), rel(op["destination"]),
                      f"{op['confidence']:.2f}", op["reason"])
    console.print(table)
    counts = ", ".join(f"{summary.get(k, 0)} {k}" for k in ("move", "rename", "mkdir", "skip"))
    total = summary.get("operations", len(ops))
    more = f" (showing {len(ops)} of {total})" if len(ops) < total else ""
    console.print(f"job {job['id']}: {job['status']}; {counts}{more}")
    left = summary.get("left_in_place_items") or []
    if summary.get("left_in_place"):
        console.print(f"left in place: {summary['left_in_place']}", markup=False)
        for item in left[:10]:
            console.print(f"  {item['path']}: {item['reason']}", markup=False, highlight=False)
    if summary.get("remove_emptied_folders"):
        console.print(f"folders emptied by the plan (removed after the moves): "
                      f"{len(summary['remove_emptied_folders'])}", markup=False)
    if job.get("result"):
        r = job["result"]
        console.print(f"moved {r.get('moved', 0)}, skipped {r.get('skipped', 0)}, failed {r.get('failed', 0)}")
    elif job["status"] == "pending":
        console.print(f"apply with: foldwise organize {base} --apply  (or POST /api/v1/organize/execute)")


# ---------------------------------------------------------------------------- jobs
def jobs_command(
    status: str = typer.Option(None, "--status", help="only jobs with this status"),
    page: int = typer.Option(1, "--page", min=1),
    page_size: int = typer.Option(50, "--page-size", min=1, max=500),
    as_json: bool = typer.Option(False, "--json", help="one JSON document on stdout"),
) -> None:
    """List jobs (organize, rollback, dedupe), newest first."""
    from foldwise.sdk import JOB_TRANSITIONS as TRANSITIONS, cli_state as state, emit_json, fail

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
            fail(exc.message, code=_exit_for(exc.status))
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
    from rich.console import Console
    from rich.table import Table

    table = Table(title="jobs")
    for column in ("id", "type", "status", "methodology", "files", "progress", "started", "finished"):
        table.add_column(column)
    for job in items:
        table.add_row(job["id"], job["type"], job["status"], job.get("methodology") or "",
                      str(job["fileCount"]), f"{job['progress']}%", job.get("startedAt") or "",
                      job.get("finishedAt") or "")
    Console().print(table)
