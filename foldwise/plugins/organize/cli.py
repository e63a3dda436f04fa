"""``foldwise jobs``: local in-process, or remote with ``--server`` (``foldwise organize`` is in
``cli_organize.py``, written with click). Imports nothing from the web stack. Exit codes: 0 success, 1 the
operation failed, 2 bad usage or bad input.
"""

from __future__ import annotations

from typing import Any

import typer

__all__ = ["add_commands"]


def add_commands(cli: typer.Typer) -> None:
    """Register ``jobs`` on the root command (``organize`` is a click command, ``cli_organize.py``)."""
    cli.command("jobs")(jobs_command)


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
