"""``foldwise history [--json]``, ``foldwise undo [--json]``, ``foldwise redo [--json]``.

Local mode works in-process on the data home (``local_kernel()``); ``--server`` sends the same
request through the Python client. Exit codes: 0 success, 1 failed, 2 bad input or conflict.

Written with click, not typer: typer coerces every parameter through pydantic's adapters at start-up, about a
tenth of a second of ``foldwise undo`` before its kernel exists (issue 7, docs/benchmarks.md).
"""

from __future__ import annotations

from typing import Any, Callable

import click

__all__ = ["add_commands", "fold_timeline", "history_command", "undo_command", "redo_command"]

_CONTEXT = {"help_option_names": ["-h", "--help"]}


def add_commands(cli: Any) -> None:
    """Register ``history``, ``undo`` and ``redo`` on a command registry (lazy: loaded when one runs)."""
    for name, command in (("history", history_command), ("undo", undo_command), ("redo", redo_command)):
        cli.lazy_command(name, f"{__name__}:{name}_command", help=command.help or "")


def _run(local: Callable[[Any], Any], remote: Callable[[Any], Any]) -> Any:
    """Run ``local(journal)`` in-process or ``remote(client)`` against ``--server``."""
    from foldwise.sdk import local_or_server

    return local_or_server(lambda kernel: local(kernel.journal), remote)


#: Transactions read to fold one page of the timeline (undo and redo steps of a change may be far apart).
FOLD_WINDOW = 500
_STATE_LABEL = {"in_effect": "in effect", "undone": "undone", "partly_undone": "partly undone"}


def fold_timeline(transactions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per original change, newest first, its undo and redo steps folded into it (what the web history
    shows): ``{id, label, kind, actor, created_at, op_count, job_id, effective, head_id, next}``; ``next`` is the
    command that reverses the change's current state (``undo N`` or ``redo N``)."""
    steps: dict[int, list[dict[str, Any]]] = {}
    for txn in transactions:
        if txn.get("undo_of") is not None and txn.get("state") in ("committed", "failed", "undone"):
            steps.setdefault(int(txn["undo_of"]), []).append(txn)
    rows = []
    for txn in transactions:
        if txn.get("undo_of") is not None or txn.get("state") == "open":
            continue
        head = txn
        for _ in range(1000):
            after = steps.get(int(head["id"]))
            if not after:
                break
            head = max(after, key=lambda t: int(t["id"]))
        if head["kind"] == "undo":
            effective = "undone" if head["state"] == "committed" else "partly_undone"
        else:
            effective = "undone" if txn["state"] == "undone" and head is txn else "in_effect"
        command = f"{'redo' if effective == 'undone' else 'undo'} {txn['id']}"  # the journal follows the chain
        rows.append({"id": txn["id"], "label": txn.get("description") or txn["kind"], "kind": txn["kind"],
                     "actor": txn.get("actor"), "created_at": txn.get("created_at"), "op_count": txn.get("op_count"),
                     "job_id": txn.get("job_id"), "effective": effective, "head_id": head["id"],
                     "redone": head["kind"] == "redo", "next": command})
    return rows


@click.command("history", context_settings=_CONTEXT)
@click.option("--page", type=click.IntRange(min=1), default=1, show_default=True)
@click.option("--page-size", "page_size", type=click.IntRange(min=1, max=500), default=20, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="one JSON document on stdout (the transactions, as REST)")
def history_command(page: int, page_size: int, as_json: bool) -> None:
    """List journaled changes, newest first."""
    from foldwise.sdk import emit_json

    size = page_size if as_json else FOLD_WINDOW
    number = page if as_json else 1

    async def local(journal: Any) -> Any:
        out = await journal.history(number, size, ops_limit=0 if not as_json else 100)
        return {"transactions": out["items"], "total": out["total"], "page": out["page"],
                "page_size": out["page_size"]}

    data = _run(local, lambda c: c.get("history", params={"page": number, "page_size": size}))
    if as_json:
        emit_json(data)
        return
    rows = fold_timeline(data["transactions"])
    total = len(rows)
    rows = rows[(page - 1) * page_size:page * page_size]
    if not rows:
        click.echo("no journaled changes", err=True)
        return
    from foldwise.sdk import Column, human_time, print_table

    columns = (Column("#", justify="right"), Column("change", shrink=True, min_width=12), Column("state"),
               Column("ops", justify="right", drop=4), Column("time", drop=2), Column("by", drop=5, optional=True),
               Column("reverse with", drop=3), Column("job", drop=6, optional=True))
    print_table(columns, [(row["id"], row["label"], _STATE_LABEL[row["effective"]] + (" (redone)" if row["redone"]
                                                                                       else ""),
                           row["op_count"], human_time(row["created_at"]), row["actor"] or "foldwise",
                           f"foldwise {row['next']}", row["job_id"] or "-") for row in rows])
    pages = max(1, -(-total // page_size))
    click.echo(f"page {page} of {pages} ({total} change{'' if total == 1 else 's'})")


def _reverse_command(kind: str, transaction_id: int | None, as_json: bool) -> None:
    from foldwise.sdk import emit_json

    async def local(journal: Any) -> Any:
        method = journal.undo if kind == "undo" else journal.redo
        result = await method(transaction_id)
        return result, await journal.origin_of(int(result["target_id"]))

    def remote(client: Any) -> Any:
        result = client.post(f"history/{kind}", json=body)
        listed = client.get("history", params={"page": 1, "page_size": FOLD_WINDOW})["transactions"]
        return result, _origin_in(listed, int(result["target_id"]))

    body = {"transaction_id": transaction_id} if transaction_id is not None else {}
    data, origin = _run(local, remote)
    if as_json:
        emit_json(data)
        return
    count = data.get("reverted")
    what = f"#{origin['id']} “{origin['label']}”" if origin else f"transaction {data['target_id']}"
    click.echo(f"{'Undid' if kind == 'undo' else 'Redid'} {what}"
               + (f" ({count} operation{'' if count == 1 else 's'})" if isinstance(count, int) else "")
               + f"; reverse with: foldwise {'redo' if kind == 'undo' else 'undo'} "
               + str(origin["id"] if origin else data["transaction_id"]))
    for conflict in data.get("conflicts") or []:
        click.echo(f"  skipped {conflict['path']} ({conflict['reason']})", err=True)


def _origin_in(transactions: list[dict[str, Any]], transaction_id: int) -> dict[str, Any] | None:
    """``{id, label}`` of the original change ``transaction_id`` belongs to, from a history listing."""
    by_id = {int(t["id"]): t for t in transactions}
    txn = by_id.get(transaction_id)
    for _ in range(1000):
        if txn is None or txn.get("undo_of") is None:
            break
        txn = by_id.get(int(txn["undo_of"]))
    return {"id": txn["id"], "label": txn.get("description") or txn["kind"]} if txn else None


@click.command("undo", context_settings=_CONTEXT)
@click.argument("transaction_id", type=int, required=False, default=None)
@click.option("--json", "as_json", is_flag=True, help="one JSON document on stdout")
def undo_command(transaction_id: int | None, as_json: bool) -> None:
    """Undo the newest journaled change (or TRANSACTION_ID); never overwrites."""
    _reverse_command("undo", transaction_id, as_json)


@click.command("redo", context_settings=_CONTEXT)
@click.argument("transaction_id", type=int, required=False, default=None)
@click.option("--json", "as_json", is_flag=True, help="one JSON document on stdout")
def redo_command(transaction_id: int | None, as_json: bool) -> None:
    """Re-apply the most recently undone change (or TRANSACTION_ID)."""
    _reverse_command("redo", transaction_id, as_json)
