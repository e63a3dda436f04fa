"""``foldwise search QUERY [--json]``: local (in-process, on the data home's index) or ``--server``.

Written with click, not typer: typer coerces every parameter through pydantic, which would be most of
this command's start-up.
"""

from __future__ import annotations

from typing import Any

import click

__all__ = ["add_commands"]


async def _search_kernel(query: str, params: dict[str, Any]) -> dict[str, Any]:
    """Through a one-shot kernel: builds a missing index first; semantic and hybrid modes need it."""
    from foldwise.sdk import local_kernel
    from foldwise.plugins.search.service import SearchService

    async with local_kernel(run_jobs=False) as kernel:
        service = kernel.service(SearchService)
        stats = await service.index.stats()
        if "last_scan" not in stats:
            click.echo("building the search index (first use) ...", err=True)
            await _rescan_with_progress(service)
        return await service.search(query, **params)


async def _rescan_with_progress(service: Any) -> None:
    """Build the index, with a progress bar (files looked at) on a terminal."""
    import asyncio

    from foldwise.sdk import progress_bar

    with progress_bar("indexing", total=None) as bar:
        task = asyncio.ensure_future(service.rescan())
        while not task.done():
            bar.update(service.status.get("scanned") or 0,
                       label=f"indexing ({service.status.get('indexed') or 0} files indexed)")
            await asyncio.wait({task}, timeout=0.1)
        task.result()


def _search_index(query: str, params: dict[str, Any]) -> dict[str, Any] | None:
    """A keyword search answered from the persistent index in this thread: no kernel, no database, no walk,
    no pydantic. None when the kernel is needed (no index yet or one of another schema version, a semantic
    mode, a configuration only the full settings can judge)."""
    import os
    import sqlite3

    from foldwise.sdk import ConfigError, cli_state as state, raw_config, split_roots

    if params["mode"] != "keyword":
        return None
    try:
        home, data = raw_config(state.home)
    except (ConfigError, OSError):
        return None
    roots = split_roots(data.get("roots") or [])
    if not isinstance(roots, list) or not all(isinstance(r, str) and os.path.isabs(os.path.expanduser(r))
                                              for r in roots):
        return None
    database = data.get("database")
    if isinstance(database, dict) and str(database.get("url") or "").startswith(("postgres", "asyncpg", "psycopg")):
        return None  # the index is the deployment's PostgreSQL tables: read through the kernel
    path = home / "search.db"
    if not path.is_file():
        return None
    from foldwise.sdk import Sandbox
    from foldwise.plugins.search.index import SCHEMA_VERSION, SearchIndex
    from foldwise.plugins.search.query import search_keyword

    index = SearchIndex(path, readers=1)
    try:
        meta = index.meta_sync()
        if meta.get("schema_version") != SCHEMA_VERSION or "last_scan" not in meta:
            return None
        real_roots = [str(r) for r in Sandbox([os.path.expanduser(r) for r in roots]).roots]
        return search_keyword(index, real_roots, query, **{k: v for k, v in params.items() if k != "mode"})
    except sqlite3.Error:
        return None
    finally:
        index.close()


def _search_local(query: str, params: dict[str, Any]) -> dict[str, Any]:
    from foldwise.sdk import run_async

    direct = _search_index(query, params)
    return direct if direct is not None else run_async(_search_kernel(query, params))


@click.command("search", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("query")
@click.option("--type", "type", default=None, help="kind (document, image ...) or extension (pdf)")
@click.option("--size", default=None, help=">1MB, <10KB, 1MB..5MB")
@click.option("--date", default=None, help=">2024-01-01, 2024-01-01..2024-06-30, today, 7d")
@click.option("--page", type=click.IntRange(min=1), default=1, show_default=True)
@click.option("--limit", type=click.IntRange(1, 100), default=20, show_default=True)
@click.option("--mode", default="keyword", show_default=True, help="keyword | semantic | hybrid")
@click.option("--json", "as_json", is_flag=True, help="one JSON document on stdout")
def search_command(query: str, type: str | None, size: str | None, date: str | None, page: int, limit: int,
                   mode: str, as_json: bool) -> None:
    """Search the file index (names, folders and extracted text)."""
    from foldwise.sdk import cli_state as state, emit_json, fail

    if not query.strip():
        fail("the query must not be empty", code=2)
    if mode not in ("keyword", "semantic", "hybrid"):
        fail("--mode must be keyword, semantic or hybrid", code=2)
    params = {"type": type, "size": size, "date": date, "page": page, "limit": limit, "mode": mode}
    if state.remote:
        from foldwise.client import ClientError

        try:
            with state.client() as client:
                data = client.get("/api/v1/search", params={"q": query, **{k: v for k, v in params.items() if v}})
        except ClientError as exc:
            fail(exc.message or exc.code, code=2 if exc.status in (400, 422) else 1)
            return
    else:
        try:
            data = _search_local(query, params)
        except Exception as exc:  # the error classes are imported here: the kernel's pull in logging
            from foldwise.sdk import ApiError
            from foldwise.plugins.search.filters import FilterError

            if isinstance(exc, FilterError):
                fail(f"--{exc.field}: {exc}", code=2)
            elif isinstance(exc, ApiError):
                fail(exc.message, code=1)
            raise
    if as_json:
        emit_json(data)
    else:
        _print_results(data)
    if not data["results"]:
        if not as_json:
            click.echo("no matches", err=True)
        raise SystemExit(1)  # as grep does: scripts test the exit code (docs/cli.md)


def _snippet(raw: str) -> Any:
    """A rich Text of a ``<mark>``-ed, HTML-escaped snippet on one line (matches in bold on a terminal)."""
    import html
    import re

    from rich.text import Text

    text = Text(overflow="ellipsis", no_wrap=True)
    for i, part in enumerate(re.split(r"</?mark>", raw.replace("\n", " "))):
        text.append(html.unescape(part), style="bold" if i % 2 else "")
    return text


def _print_results(data: dict[str, Any]) -> None:
    """Each hit: relevance, path, kind, size and date; its snippet below; then the total."""
    from foldwise.sdk import human_size, human_time, terminal_console

    out = terminal_console()
    for item in data["results"]:
        meta = ", ".join(x for x in (item.get("type"), human_size(item.get("size")),
                                     human_time(item.get("modified"))[:10]) if x and x != "-")
        out.print(f"{item['relevance']:.2f}  {item['path']}  ({meta})", markup=False, soft_wrap=True)
        if item.get("snippet"):
            line = _snippet(item["snippet"])
            line.pad_left(6)
            out.print(line)
    if data["results"]:
        more = "+" if data.get("total_capped") else ""
        first = (data["page"] - 1) * data["limit"] + 1
        last = first + len(data["results"]) - 1
        hint = f" (page {data['page']}; --page {data['page'] + 1} for more)" if data["total"] > last else ""
        out.print(f"{data['total']}{more} match{'es' if data['total'] != 1 else ''}, showing {first}-{last}{hint}",
                  markup=False)


def add_commands(cli: Any) -> None:
    """Register ``foldwise search`` on a command registry (eager)."""
    cli.lazy_command("search", "foldwise.plugins.search.cli:search_command",
                     help="Search the file index (names, folders and extracted text).")
