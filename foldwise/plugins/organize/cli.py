"""``foldwise organize PATH`` and ``foldwise jobs``: local in-process, or remote with ``--server``.

Imports nothing from the web stack: local runs use ``local_kernel()``, remote runs the
Python client. Exit codes: 0 success, 1 the operation failed (or only partly succeeded),
2 bad usage or bad input.
"""

from __future__ import annotations

import os
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
    from foldwise.sdk import cli_state as state, emit_json, fail

    shown = limit if limit is not None else (0 if as_json else 50)
    if state.remote:
        outcome = _organize_remote(path, methodology, apply, shown, as_json)
    else:
        outcome = _organize_local(os.path.abspath(path), methodology, apply, shown, as_json)
    job, plan_ops, summary = outcome
    if as_json:
        from foldwise.sdk import emit_streamed

        emit_streamed({"job": job, "plan": {"summary": summary}}, ("plan", "operations"), plan_ops)
    else:
        _print_plan(list(plan_ops), summary, job, shown)
    if apply and job["status"] not in _OK_FINAL:
        fail(f"job {job['id']} ended {job['status']}" + (f": {job['error']}" if job.get("error") else ""), code=1)


def _follow(get_job: Callable[[], Any], quiet: bool) -> dict[str, Any]:
    """Poll a job until it ends, with a progress bar on a terminal; return its final wire form."""
    from foldwise.sdk import progress_bar

    with progress_bar("organizing", quiet=quiet) as bar:
        while True:
            job = get_job()
            bar.update(job.get("progress") or 0)
            if job["status"] in TERMINAL:
                return job
            time.sleep(0.2)


def _organize_local(path: str, methodology: str | None, apply: bool, shown: int,
                    as_json: bool) -> tuple[dict[str, Any], Iterable[dict[str, Any]], dict[str, Any]]:
    """Plan (and with ``apply`` run) in-process: the final job, the first ``shown`` (0: all) operations as
    a lazy iterable over the column-wise plan (streamed, never materialised), the plan's summary."""
    from foldwise.sdk import ApiError, fail_api, local_kernel, progress_bar, run_async

    async def main() -> tuple[dict[str, Any], Iterable[dict[str, Any]], dict[str, Any]]:
        from foldwise.plugins.organize.service import OrganizeService

        async with local_kernel() as kernel:
            service = kernel.service(OrganizeService)
            with progress_bar("planning", total=None, quiet=as_json):  # a pulse: planning has no count
                job, plan = await service.create_job(path, methodology, dry_run=True)
            ops = plan.wire_ops(range(min(shown, len(plan))) if shown else None)
            wire = service.wire(job)
            if apply:
                await service.execute(job.id)
                wire = await _follow_async(service, job.id, as_json)
            return wire, ops, plan.summary

    try:
        return run_async(main())
    except ApiError as exc:
        fail_api(exc, path=path)
    raise AssertionError("unreachable")


async def _follow_async(service: Any, job_id: str, quiet: bool) -> dict[str, Any]:
    import asyncio  # here, not at the top: ``foldwise --help`` imports this module

    from foldwise.sdk import POLL_SECONDS, progress_bar

    with progress_bar("organizing", quiet=quiet) as bar:
        while True:
            job = service.wire(await service.job(job_id))
            bar.update(job.get("progress") or 0)
            if job["status"] in TERMINAL:
                return job
            await asyncio.sleep(POLL_SECONDS)


def _organize_remote(path: str, methodology: str | None, apply: bool, shown: int,
                     as_json: bool) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]:
    from foldwise.client import ClientError
    from foldwise.sdk import cli_state, fail_api, progress_bar

    client = cli_state.client()
    try:
        body: dict[str, Any] = {"path": path, "dry_run": True}
        if methodology:
            body["methodology"] = methodology
        with progress_bar("planning", total=None, quiet=as_json):
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
            job = _follow(lambda: client.get(f"organize/status/{job['id']}"), as_json)
        return job, ops, summary
    except ClientError as exc:
        fail_api(exc, path=path)
    raise AssertionError("unreachable")


def _print_plan(ops: list[dict[str, Any]], summary: dict[str, Any], job: dict[str, Any], shown: int) -> None:
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
    typer.echo(f"job {job['id']}: {job['status']}; {counts}{more}")
    if job.get("result"):
        r = job["result"]
        typer.echo(f"moved {r.get('moved', 0)}, skipped {r.get('skipped', 0)}, failed {r.get('failed', 0)}")
    elif job["status"] == "pending":
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
