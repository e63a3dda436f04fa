"""``foldwise stats activity|storage|categories [--json]`` (read-only).

The same services as ``GET /api/v1/analytics/activity``, ``/analyze/storage`` and ``/analyze/categories``:
in-process on the data home, or through the Python client with ``--server``. ``--json`` prints the route's
``data``. Exit codes: 0 success, 1 failed, 2 bad input.
"""

from __future__ import annotations

from typing import Any, Callable

import typer

__all__ = ["stats_app"]

stats_app = typer.Typer(help="Activity, storage and category statistics (read-only).", no_args_is_help=True)
_ANALYSIS = "foldwise.plugins.analysis.service:AnalysisService"
_SEARCH = "foldwise.plugins.search.service:SearchService"
_JSON = typer.Option(False, "--json", help="one JSON document on stdout")


def _run(local: Callable[[Any], Any], remote: Callable[[Any], Any]) -> Any:
    from foldwise.sdk import local_or_server

    return local_or_server(local, remote, show_details=True)


async def _inventory_ready(kernel: Any) -> None:
    """Build the search index first when it was never built: storage and categories read their counts from
    it (a one-shot kernel does not start the background build a server does)."""
    if not kernel.has_service(_SEARCH):
        return
    search = kernel.service(_SEARCH)
    if search.running and "last_scan" not in await search.index.stats():
        typer.echo("building the search index (first use) ...", err=True)
        await search.rescan()


def _show(data: Any, as_json: bool, lines: list[str]) -> None:
    from foldwise.sdk import emit_json

    if as_json:
        emit_json(data)
    else:
        typer.echo("\n".join(lines))


@stats_app.command("activity")
def activity(days: int = typer.Option(30, "--days", min=1, max=366, help="days to cover, today (UTC) included"),
             as_json: bool = _JSON) -> None:
    """Files organized per day, bytes reclaimed by dedupe, top categories and jobs by status."""

    async def local(kernel: Any) -> Any:
        from foldwise.plugins.analytics.service import activity as compute

        return await compute(days)

    data = _run(local, lambda c: c.get("analytics/activity", params={"days": days}))
    from foldwise.sdk import human_size

    totals = data["totals"]
    lines = [f"last {data['days']} days: {totals['filesOrganized']} files organized, "
             f"{totals['operations']} operations, {human_size(totals['bytesReclaimed'])} reclaimed"]
    lines += [f"{d['date']}  {d['filesOrganized']:>6} organized  {d['operations']:>6} operations"
              for d in data["perDay"] if d["operations"] or d["bytesReclaimed"]]
    if data["topCategories"]:
        lines.append("top categories: " + ", ".join(f"{c['name']} {c['count']}" for c in data["topCategories"]))
    if data["jobsByStatus"]:
        lines.append("jobs: " + ", ".join(f"{k} {v}" for k, v in sorted(data["jobsByStatus"].items())))
    _show(data, as_json, lines)


@stats_app.command("storage")
def storage(group_by: str = typer.Option("type", "--group-by", help="type | folder | size"),
            as_json: bool = _JSON) -> None:
    """Disk totals of the roots' filesystems and the files broken down by type, folder or size."""
    from foldwise.sdk import fail

    if group_by not in ("type", "folder", "size"):
        fail("--group-by must be type, folder or size", code=2)

    async def local(kernel: Any) -> Any:
        await _inventory_ready(kernel)
        return await kernel.service(_ANALYSIS).storage(group_by)

    data = _run(local, lambda c: c.get("analyze/storage", params={"groupBy": group_by}))
    _show(data, as_json, _storage_lines(data))


def _storage_lines(data: dict[str, Any]) -> list[str]:
    """The disk line, then one line per group of the breakdown."""
    from foldwise.sdk import human_size

    lines = [f"disk: {human_size(data['used'])} used, {human_size(data['available'])} available "
             f"of {human_size(data['total'])}",
             f"files: {data['files']} ({human_size(data['filesSize'])}, from the {data['source']})"]
    lines += [f"{g['count']:>8}  {human_size(g['size']):>10}  {g['percentage']:>5.1f}%  {g['category']}"
              for g in data["breakdown"]]
    return lines


@stats_app.command("categories")
def categories(as_json: bool = _JSON) -> None:
    """Files per category (Documents, Images, Audio ...) with their count and total size."""

    async def local(kernel: Any) -> Any:
        await _inventory_ready(kernel)
        return await kernel.service(_ANALYSIS).categories()

    data = _run(local, lambda c: c.get("analyze/categories"))
    from foldwise.sdk import human_size

    _show(data, as_json, [f"{c['fileCount']:>8}  {human_size(c['totalSize']):>10}  {c['name']}"
                          for c in data["categories"]] or ["no files"])
