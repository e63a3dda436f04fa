"""``foldwise files list [PATH] [--json]`` (alias ``files ls``), read-only.

The same ``FilesService.list`` as ``GET /api/v1/files``: the same fields, filters, sort and paging, every path
through the root sandbox (a path outside the roots: exit 2 with the sandbox's error). In-process on the
data home, or through the Python client with ``--server``. ``--json`` prints ``{"files": [...], "meta":
{total, page, pageSize}}``: the route's ``data`` with its ``meta``. Exit codes: 0, 1 failed, 2 bad input.
"""

from __future__ import annotations

import os
from typing import Any, Optional

import typer

__all__ = ["files_app"]

files_app = typer.Typer(help="List the folders and files under the roots (read-only).", no_args_is_help=True)
_FILES = "foldwise.plugins.files.service:FilesService"
_SORTS = ("name", "size", "created", "modified")


def _remote(client: Any, params: dict[str, Any]) -> dict[str, Any]:
    """``GET /api/v1/files`` keeping the envelope's ``meta`` (the client's ``get`` returns ``data`` alone)."""
    from foldwise.client import _unwrap

    response = client._http.get("/api/v1/files", params={k: v for k, v in params.items() if v is not None})
    data = _unwrap(response)  # raises ClientError on an error shape
    return {**data, "meta": response.json().get("meta")}


def list_files(path: Optional[str] = typer.Argument(None, help="a folder (default: the root, or the roots)"),
               recursive: bool = typer.Option(False, "--recursive", "-r", help="the files of the whole subtree"),
               hidden: bool = typer.Option(False, "--hidden", "-a", help="include names starting with a dot"),
               type: Optional[str] = typer.Option(None, "--type", help="type labels or extensions: pdf,image"),
               sort: str = typer.Option("name", "--sort", help="name | size | created | modified"),
               desc: bool = typer.Option(False, "--desc", help="descending order"),
               page: int = typer.Option(1, "--page", min=1),
               page_size: int = typer.Option(100, "--page-size", min=1, max=1000),
               as_json: bool = typer.Option(False, "--json", help="one JSON document on stdout")) -> None:
    """List a folder under the roots: filter, sort and page as GET /api/v1/files does."""
    from foldwise.sdk import emit_json, fail, local_or_server

    if sort not in _SORTS:
        fail("--sort must be name, size, created or modified", code=2)
    target = os.path.abspath(path) if path else None
    params: dict[str, Any] = {"path": target, "recursive": recursive, "include_hidden": hidden, "type": type,
                              "sort": sort, "order": "desc" if desc else "asc", "page": page,
                              "page_size": page_size}

    async def local(kernel: Any) -> Any:
        from foldwise.plugins.files.service import ListQuery
        from foldwise.sdk import page_meta

        files, total = await kernel.service(_FILES).list(ListQuery(**params))
        return {"files": files, "meta": page_meta(total, page, page_size)}

    data = local_or_server(local, lambda c: _remote(c, params), path=target)
    if as_json:
        emit_json(data)
        return
    _print(data)


def _print(data: dict[str, Any]) -> None:
    """One line per entry (folders end with ``/``), then the count and the next page's hint."""
    from foldwise.sdk import human_size, human_time

    for item in data["files"]:
        is_dir = bool(item["is_dir"])
        size = "-" if is_dir else human_size(item["size"])
        name = os.path.join(item["path"], item["name"])
        typer.echo(f"{size:>10}  {human_time(item['modified'])[:16]:<16}  {name}{'/' if is_dir else ''}")
    meta = data["meta"]
    shown = len(data["files"])
    first = (meta["page"] - 1) * meta["pageSize"] + 1 if shown else 0
    more = f" (--page {meta['page'] + 1} for more)" if first + shown - 1 < meta["total"] else ""
    typer.echo(f"{meta['total']} entr{'ies' if meta['total'] != 1 else 'y'}, showing {first}-{first + shown - 1}"
               f"{more}" if shown else f"{meta['total']} entries", err=True)


files_app.command("list")(list_files)
files_app.command("ls", hidden=True)(list_files)
