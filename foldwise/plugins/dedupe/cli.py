"""``foldwise dedupe PATH [--json] [--resolve STRATEGY] [--action trash|hardlink]``.

Local mode runs in-process on the data home through ``local_kernel()`` (a scan job, then a
journaled resolution that ``foldwise undo`` reverses); ``--server`` sends the same requests to
a running service through the Python client. Imports nothing from the web stack.
Exit codes: 0 success, 1 the operation failed, 2 bad usage or bad input.
"""

from __future__ import annotations

import os
import time
from typing import Any

import typer

__all__ = ["add_commands", "dedupe_command"]

TERMINAL = ("completed", "partial", "failed", "cancelled", "interrupted")
STRATEGY_HELP = "oldest | newest | shortest_path | preferred_folder (keeps that file of each group)"


def add_commands(cli: typer.Typer) -> None:
    """Register ``dedupe`` on the root command."""
    cli.command("dedupe")(dedupe_command)


def dedupe_command(
    path: str = typer.Argument(..., help="folder to scan"),
    as_json: bool = typer.Option(False, "--json", help="one JSON document on stdout"),
    resolve: str = typer.Option(None, "--resolve", help=f"act on the groups: {STRATEGY_HELP}"),
    action: str = typer.Option("trash", "--action", help="trash | hardlink (with --resolve)"),
    preferred_folder: str = typer.Option(None, "--preferred-folder", help="for --resolve preferred_folder"),
    type_: str = typer.Option(None, "--type", help="images | documents | audio | video | archives | ext,ext"),
    near: bool = typer.Option(False, "--near", help="near-duplicate images (needs the 'images' extra)"),
    min_size: int = typer.Option(1, "--min-size", min=1, help="skip files smaller than this (bytes)"),
) -> None:
    """Report duplicate files under PATH; --resolve STRATEGY resolves them (journaled, undoable)."""
    from foldwise.sdk import cli_state as state, emit_json, fail

    if resolve and resolve not in ("oldest", "newest", "shortest_path", "preferred_folder"):
        fail(f"unknown strategy {resolve!r}: {STRATEGY_HELP}", code=2)
    if action not in ("trash", "hardlink", "reflink"):
        fail(f"unknown action {action!r}: trash | hardlink | reflink", code=2)
    request = {"type": type_, "near": near, "min_size": min_size}
    strategy = resolve or "oldest"
    if state.remote:
        preview, outcome = _remote(path, request, strategy, resolve is not None, action, preferred_folder,
                                   as_json)
    else:
        preview, outcome = _local(os.path.abspath(path), request, strategy, resolve is not None, action,
                                  preferred_folder, as_json)
    if as_json:
        emit_json({"preview": preview, "execute": outcome})
        return
    _print(preview, outcome)
    if outcome is None and preview["groups"]:
        from foldwise.sdk import command_hint

        typer.echo(f"resolve with: {command_hint(add=('--resolve', strategy))}  (undo with: foldwise undo)")


def _local(path: str, request: dict[str, Any], strategy: str, act: bool, action: str,
           folder: str | None, quiet: bool) -> tuple[dict[str, Any], dict[str, Any] | None]:
    from foldwise.sdk import POLL_SECONDS, ApiError, fail, fail_api, local_kernel, progress_bar, run_async

    async def main() -> tuple[dict[str, Any], dict[str, Any] | None]:
        from foldwise.plugins.dedupe.service import DedupeService

        import asyncio

        async with local_kernel() as kernel:
            service = kernel.service(DedupeService)
            job = await service.start_scan([path], type_=request["type"], near=request["near"],
                                           min_size=request["min_size"])
            with progress_bar("scanning for duplicates", quiet=quiet) as bar:
                while job.status not in TERMINAL:
                    await asyncio.sleep(POLL_SECONDS)
                    job = await kernel.jobs.get(job.id)
                    bar.update(job.progress or 0)
            if job.status != "completed":
                fail(f"the scan ended {job.status}: {job.error or 'no result'}")
            preview = await service.preview(job.id, strategy, folder)
            outcome = await service.execute(job.id, strategy, action, folder, actor="cli") if act else None
            return preview, outcome

    try:
        return run_async(main())
    except ApiError as exc:
        fail_api(exc, path=path)
    raise AssertionError("unreachable")


def _remote(path: str, request: dict[str, Any], strategy: str, act: bool, action: str,
            folder: str | None, quiet: bool) -> tuple[dict[str, Any], dict[str, Any] | None]:
    from foldwise.client import ClientError
    from foldwise.sdk import cli_state, fail, fail_api, progress_bar

    client = cli_state.client()
    try:
        body = {"path": path, "near": request["near"], "min_size": request["min_size"]}
        if request["type"]:
            body["type"] = request["type"]
        job_id = client.post("/api/v1/dedupe/scan", json=body)["job_id"]
        with progress_bar("scanning for duplicates", quiet=quiet) as bar:
            while True:
                job = client.get(f"/api/v1/organize/status/{job_id}")
                bar.update(job.get("progress") or 0)
                if job["status"] in TERMINAL:
                    break
                time.sleep(0.2)
        if job["status"] != "completed":
            fail(f"the scan ended {job['status']}: {job.get('error') or 'no result'}")
        choice = {"job_id": job_id, "strategy": strategy}
        if folder:
            choice["preferred_folder"] = folder
        preview = client.post("/api/v1/dedupe/preview", json=choice)
        outcome = client.post("/api/v1/dedupe/execute", json={**choice, "action": action}) if act else None
        return preview, outcome
    except ClientError as exc:
        fail_api(exc, path=path)
    finally:
        client.close()
    raise AssertionError("unreachable")


def _print(preview: dict[str, Any], outcome: dict[str, Any] | None) -> None:
    from foldwise.sdk import human_size as _human

    groups = preview["groups"]
    for group in groups:
        typer.echo(f"{group['hash'][:16]}  {len(group['files'])} files x {_human(group['size'])}  "
                   f"wasted {_human(group['wasted'])}")
        for f in group["files"]:
            mark = "keep" if f["path"] == group["keep"] else "    "
            typer.echo(f"  {mark} {f['path']}")
    summary = preview.get("summary") or {}
    wasted = sum(g["wasted"] for g in groups)
    dups = sum(len(g["files"]) - 1 for g in groups)
    typer.echo(f"{len(groups)} group{'' if len(groups) == 1 else 's'}, "
               f"{dups} duplicate file{'' if dups == 1 else 's'}, "
               f"{_human(wasted)} wasted; {summary.get('files_scanned', '?')} files scanned in "
               f"{summary.get('elapsed_seconds', '?')}s")
    if preview.get("already_linked"):
        typer.echo(f"{len(preview['already_linked'])} sets of paths are already hard linked (no waste)")
    if outcome is not None:
        typer.echo(f"{outcome['action']}: {outcome['files_resolved']} files in {outcome['groups_resolved']} groups, "
                   f"{_human(outcome['bytes_reclaimed'])} reclaimed (transaction {outcome['transaction_id']}; "
                   f"'foldwise undo' reverses it)")
        for item in outcome["skipped"]:
            typer.echo(f"  skipped {item['path']}: {item['reason']}")
        for item in outcome["failed"]:
            typer.echo(f"  failed {item['path']}: {item['reason']}")

