"""``foldwise organize PATH`` and ``foldwise jobs``: local in-process, or remote with ``--server``.

Imports nothing from the web stack: local runs use ``local_kernel()``, remote runs the
Python client. Exit codes: 0 success, 1 the operation failed (or only partly succeeded),
2 bad usage or bad input.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any, Callable, Iterable

import typer

__all__ = ["add_commands"]

TERMINAL = ("completed", "partial", "failed", "cancelled", "interrupted", "rolled_back")
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
    from foldwise.kernel.cli import emit_json, fail, state

    shown = limit if limit is not None else (0 if as_json else 50)
    if state.remote:
        outcome = _organize_remote(path, methodology, apply, shown, as_json)
    else:
        outcome = _organize_local(os.path.abspath(path), methodology, apply, shown, as_json)
    job, plan_ops, summary = outcome
    if as_json:
        from foldwise.kernel.jsonout import emit_streamed

        emit_streamed({"job": job, "plan": {"summary": summary}}, ("plan", "operations"), plan_ops)
    else:
        _print_plan(list(plan_ops), summary, job, shown)
    if apply and job["status"] not in _OK_FINAL:
        fail(f"job {job['id']} ended {job['status']}" + (f": {job['error']}" if job.get("error") else ""), code=1)


def _progress_bar(enabled: bool) -> Any:
    """A rich progress bar on a terminal; a no-op context otherwise."""
    if not enabled:
        return None
    from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn, TimeRemainingColumn

    return Progress(TextColumn("organizing"), BarColumn(), TaskProgressColumn(), TimeRemainingColumn(),
                    transient=True)


def _follow(get_job: Callable[[], Any], show: bool) -> dict[str, Any]:
    """Poll a job until it ends, drawing a progress bar when ``show``; return its final wire form."""
    bar = _progress_bar(show)
    if bar is None:
        while True:
            job = get_job()
            if job["status"] in TERMINAL:
                return job
            time.sleep(0.2)
    with bar:
        task = bar.add_task("organize", total=100)
        while True:
            job = get_job()
            bar.update(task, completed=job.get("progress") or 0)
            if job["status"] in TERMINAL:
                return job
            time.sleep(0.2)


def _organize_local(path: str, methodology: str | None, apply: bool, shown: int,
                    as_json: bool) -> tuple[dict[str, Any], Iterable[dict[str, Any]], dict[str, Any]]:
    """Plan (and with ``apply`` run) in-process: the final job, the first ``shown`` (0: all) operations as
    a lazy iterable over the column-wise plan (streamed, never materialised), the plan's summary."""
    from foldwise.kernel.cli import fail, local_kernel, run_async
    from foldwise.kernel.errors import ApiError

    async def main() -> tuple[dict[str, Any], Iterable[dict[str, Any]], dict[str, Any]]:
        from foldwise.plugins.organize.service import service_for

        async with local_kernel() as kernel:
            service = service_for(kernel)
            job, plan = await service.create_job(path, methodology, dry_run=True)
            ops = plan.wire_ops(range(min(shown, len(plan))) if shown else None)
            wire = service.wire(job)
            if apply:
                await service.execute(job.id)
                wire = await _follow_async(service, job.id, _is_tty() and not as_json)
            return wire, ops, plan.summary

    try:
        return run_async(main())
    except ApiError as exc:
        fail(exc.message, code=_exit_for(exc.status))
    raise AssertionError("unreachable")


async def _follow_async(service: Any, job_id: str, show: bool) -> dict[str, Any]:
    import asyncio  # here, not at the top: ``foldwise --help`` imports this module

    from foldwise.kernel.cli import POLL_SECONDS

    bar = _progress_bar(show)
    task = bar.add_task("organize", total=100) if bar is not None else None
    if bar is not None:
        bar.start()
    try:
        while True:
            job = service.wire(await service.job(job_id))
            if bar is not None:
                bar.update(task, completed=job.get("progress") or 0)
            if job["status"] in TERMINAL:
                return job
            await asyncio.sleep(0.1 if bar is not None else POLL_SECONDS)
    finally:
        if bar is not None:
            bar.stop()


def _organize_remote(path: str, methodology: str | None, apply: bool, shown: int,
                     as_json: bool) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]:
    from foldwise.client import ClientError
    from foldwise.kernel.cli import fail, state

    client = state.client()
    try:
        body: dict[str, Any] = {"path": path, "dry_run": True}
        if methodology:
            body["methodology"] = methodology
        job = client.post("organize/scan", json=body)
        ops: list[dict[str, Any]] = []
        summary: dict[str, Any] = {}
        page, size = 1, min(shown, 5000) if shown else 5000
        while True:
            data = client.get(f"organize/jobs/{job['id']}/plan", params={"page": page, "page_size": size})
            ops.extend(data["plan"]["operations"])
            summary = data["plan"]["summary"]
            if (shown and len(ops) >= shown) or len(data["plan"]["operations"]) < size:
                break
            page += 1
        if shown:
            ops = ops[:shown]
        if apply:
            client.post("organize/execute", json={"job_id": job["id"]})
            job = _follow(lambda: client.get(f"organize/status/{job['id']}"), _is_tty() and not as_json)
        return job, ops, summary
    except ClientError as exc:
        fail(exc.message, code=_exit_for(exc.status))
    raise AssertionError("unreachable")


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
    from foldwise.kernel.cli import emit_json, fail, state
    from foldwise.kernel.jobs.states import TRANSITIONS

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
        from foldwise.kernel.cli import local_kernel, run_async

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
