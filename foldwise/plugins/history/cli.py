"""``foldwise history [--json]``, ``foldwise undo [--json]``, ``foldwise redo [--json]``.

Local mode works in-process on the data home (``local_kernel()``); ``--server`` sends the same
request through the Python client. Exit codes: 0 success, 1 failed, 2 bad input or conflict.
"""

from __future__ import annotations

from typing import Any, Callable

import typer

__all__ = ["add_commands"]


def add_commands(cli: typer.Typer) -> None:
    """Register ``history``, ``undo`` and ``redo`` on the root command."""
    cli.command("history")(history_command)
    cli.command("undo")(undo_command)
    cli.command("redo")(redo_command)


def _exit_for(status: int) -> int:
    return 2 if status in (400, 403, 404, 409, 422) else 1


def _run(local: Callable[[Any], Any], remote: Callable[[Any], Any]) -> Any:
    """Run ``local(journal)`` in-process or ``remote(client)`` against ``--server``."""
    from foldwise.sdk import ApiError, cli_state as state, fail, local_kernel, run_async

    if state.remote:
        from foldwise.client import ClientError

        try:
            with state.client() as client:
                return remote(client)
        except ClientError as exc:
            fail(f"{exc.code}: {exc.message}", code=_exit_for(exc.status))

    async def main() -> Any:
        async with local_kernel(run_jobs=False) as kernel:
            return await local(kernel.journal)

    try:
        return run_async(main())
    except ApiError as exc:
        fail(f"{exc.code}: {exc.message}", code=_exit_for(exc.status))


def history_command(
    page: int = typer.Option(1, "--page", min=1),
    page_size: int = typer.Option(20, "--page-size", min=1, max=500),
    as_json: bool = typer.Option(False, "--json", help="one JSON document on stdout"),
) -> None:
    """List journaled changes, newest first."""
    from foldwise.sdk import emit_json

    async def local(journal: Any) -> Any:
        out = await journal.history(page, page_size, ops_limit=100)
        return {"transactions": out["items"], "total": out["total"], "page": out["page"],
                "page_size": out["page_size"]}

    data = _run(local, lambda c: c.get("history", params={"page": page, "page_size": page_size}))
    if as_json:
        emit_json(data)
        return
    if not data["transactions"]:
        typer.echo("no journaled changes")
        return
    for txn in data["transactions"]:
        extra = f" job {txn['job_id']}" if txn.get("job_id") else ""
        typer.echo(f"#{txn['id']:<6} {txn['kind']:<9} {txn['state']:<10} {txn['op_count']:>6} ops  "
                   f"{(txn.get('created_at') or '')[:19]}{extra}  {txn.get('description') or ''}".rstrip())
    typer.echo(f"page {data['page']} of {max(1, -(-data['total'] // data['page_size']))} ({data['total']} total)")


def _reverse_command(kind: str, transaction_id: int | None, as_json: bool) -> None:
    from foldwise.sdk import emit_json

    async def local(journal: Any) -> Any:
        method = journal.undo if kind == "undo" else journal.redo
        return await method(transaction_id)

    body = {"transaction_id": transaction_id} if transaction_id is not None else {}
    data = _run(local, lambda c: c.post(f"history/{kind}", json=body))
    if as_json:
        emit_json(data)
        return
    verb = "undid" if kind == "undo" else "redid"
    typer.echo(f"{verb} transaction #{data['target_id']}: {data['reverted']} operation(s) as #{data['transaction_id']}")
    for conflict in data.get("conflicts") or []:
        typer.echo(f"  skipped {conflict['path']} ({conflict['reason']})", err=True)


def undo_command(
    transaction_id: int = typer.Argument(None, help="transaction to undo (default: the newest)"),
    as_json: bool = typer.Option(False, "--json", help="one JSON document on stdout"),
) -> None:
    """Undo the newest journaled change (or TRANSACTION_ID); never overwrites."""
    _reverse_command("undo", transaction_id, as_json)


def redo_command(
    transaction_id: int = typer.Argument(None, help="undone transaction to re-apply (default: the latest)"),
    as_json: bool = typer.Option(False, "--json", help="one JSON document on stdout"),
) -> None:
    """Re-apply the most recently undone change (or TRANSACTION_ID)."""
    _reverse_command("redo", transaction_id, as_json)
