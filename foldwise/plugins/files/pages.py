"""Web pages under ``/ui/files``: browse, preview, download and upload (thin adapters over ``FilesService``).

Every page works without JavaScript; htmx swaps the listing (``/ui/files/list``) in place.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any
from urllib.parse import urlencode

from quart import (
    Blueprint,
    current_app,
    flash,
    g,
    redirect,
    render_template,
    request,
)

from foldwise.plugins.files.service import FilesService, ListQuery
from foldwise.sdk import ApiError, current_actor, is_allowed, page_view

__all__ = ["bp", "PAGE_SIZE", "PREVIEW_BYTES"]

bp = Blueprint("files_pages", __name__, url_prefix="/ui/files", template_folder="templates")

#: Entries per listing page.
PAGE_SIZE = 50
#: Bytes of a text file shown in its preview.
PREVIEW_BYTES = 64 * 1024
_TEXT_TYPES = ("application/json", "application/xml", "application/javascript", "application/x-sh",
               "application/toml", "application/x-yaml", "application/yaml")


def _service() -> FilesService:
    return current_app.kernel.service(FilesService)  # type: ignore[attr-defined]


def _int_arg(name: str, default: int) -> int:
    try:
        return max(1, min(int(request.args.get(name, default)), 10_000_000))
    except (TypeError, ValueError):
        return default


def files_url(base: str = "/ui/files", **params: Any) -> str:
    """``base`` with the non-empty query parameters ``params``."""
    query = {k: v for k, v in params.items() if v not in (None, "", False, 0)}
    return f"{base}?{urlencode(query)}" if query else base


def _crumbs(service: FilesService, folder: str | None) -> list[dict[str, str]]:
    """Breadcrumb of ``folder``: its root, then each sub-folder down to it."""
    if not folder:
        return []
    sandbox = service.sandbox
    root = str(sandbox.root_of(folder))
    crumbs = [{"label": os.path.basename(root) or root, "path": root}]
    relative = os.path.relpath(folder, root)
    if relative != ".":
        current = root
        for part in relative.split(os.sep):
            current = os.path.join(current, part)
            crumbs.append({"label": part, "path": current})
    return crumbs


async def _listing_context() -> dict[str, Any]:
    """Everything the listing partial needs, from the query string."""
    service = _service()
    raw_path = request.args.get("path") or None
    hidden = request.args.get("hidden") in ("1", "true", "on")
    sort = request.args.get("sort", "name")
    if sort not in ("name", "size", "modified"):
        sort = "name"
    order = "desc" if request.args.get("order") == "desc" else "asc"
    page = _int_arg("page", 1)
    query = ListQuery(path=raw_path, include_hidden=hidden, sort=sort, order=order, page=page,
                      page_size=PAGE_SIZE)
    entries, total = await service.list(query)
    folder: str | None
    if raw_path:
        folder = str(await service.sandbox.aresolve(raw_path))
    elif len(service.sandbox.roots) == 1:
        folder = str(service.sandbox.roots[0])
    else:
        folder = None  # the list of roots
    actor = current_actor()
    can_write = actor is not None and await is_allowed(g.kernel, actor, "files.write")
    pages = max(1, -(-total // PAGE_SIZE))

    def link(base: str = "/ui/files", **overrides: Any) -> str:
        params = {"path": folder or "", "hidden": "1" if hidden else "", "sort": sort if sort != "name" else "",
                  "order": order if order != "asc" else "", "page": page}
        params.update(overrides)
        if params.get("page") == 1:
            params["page"] = ""
        return files_url(base, **params)

    return {"entries": entries, "total": total, "page": page, "pages": pages, "folder": folder,
            "crumbs": await asyncio.to_thread(_crumbs, service, folder), "hidden": hidden, "sort": sort, "order": order,
            "link": link, "can_write": can_write, "files_url": files_url,
            "parent": os.path.dirname(folder) if folder and not service.sandbox.is_root(folder) else None}


@bp.get("")
@page_view("files.read")
async def browse() -> Any:
    """A folder (or the list of roots): breadcrumb, folders first, pagination, upload form."""
    return await render_template("files/browse.html", **await _listing_context())


@bp.get("/list")
@page_view("files.read")
async def listing() -> Any:
    """The listing alone (the htmx partial of ``/ui/files``)."""
    return await render_template("files/_listing.html", **await _listing_context())


@bp.get("/tree")
@page_view("files.read")
async def tree() -> Any:
    """The sub-folders of a folder (or the roots): a lazily expanding tree (``HX-Request``: the list alone)."""
    service = _service()
    raw_path = request.args.get("path") or None
    if raw_path is None:
        folders = [{"name": str(root), "path": str(root)} for root in service.sandbox.roots]
    else:
        entries, _total = await service.list(ListQuery(path=raw_path, type="folder", page_size=1000))
        folders = [{"name": e["name"], "path": os.path.join(e["path"], e["name"])} for e in entries if e["is_dir"]]
    template = "files/_tree.html" if request.headers.get("HX-Request") else "files/tree.html"
    return await render_template(template, folders=folders, files_url=files_url,
                                 folder=str(await service.sandbox.aresolve(raw_path)) if raw_path else None)


def _read_head(path: str, limit: int) -> tuple[str, bool]:
    with open(path, "rb") as fh:
        data = fh.read(limit + 1)
    return data[:limit].decode("utf-8", errors="replace"), len(data) > limit


@bp.get("/preview")
@page_view("files.read")
async def preview() -> Any:
    """One file: text shown inline, an image inline, anything else its details and a download link."""
    path = request.args.get("path") or ""
    service = _service()
    info = await service.info(path)
    if info["is_dir"]:
        return redirect(files_url(path=os.path.join(info["path"], info["name"])))
    resolved, mime = await service.content(path)
    kind = "other"
    text, truncated = "", False
    if mime.startswith("image/") and mime != "image/svg+xml":
        kind = "image"
    elif mime.startswith("text/") or mime in _TEXT_TYPES or mime == "image/svg+xml":
        kind = "text"
        try:
            text, truncated = await asyncio.to_thread(_read_head, str(resolved), PREVIEW_BYTES)
        except OSError:
            kind = "other"
    full = str(resolved)
    return await render_template("files/preview.html", info=info, mime=mime, kind=kind, text=text,
                                 truncated=truncated, path=full, crumbs=await asyncio.to_thread(_crumbs, service, os.path.dirname(full)),
                                 files_url=files_url)


@bp.get("/raw")
@page_view("files.read")
async def raw() -> Any:
    """The file's bytes, exactly as ``GET /api/v1/files/content`` sends them (``download=1``: attachment)."""
    from foldwise.plugins.files.routes import send_content

    path, mime = await _service().content(request.args.get("path") or "")
    return await send_content(path, mime, download=request.args.get("download") in ("1", "true"))


@bp.post("/upload")
@page_view("files.write")
async def upload() -> Any:
    """Upload one or more files into a folder; a taken name gets `` (2)`` (never overwrites)."""
    form = await request.form
    uploads = [f for f in (await request.files).getlist("file") if f.filename]
    directory = form.get("path") or ""
    service = _service()
    try:
        back = files_url(path=str(await service.sandbox.aresolve(directory))) if directory else "/ui/files"
    except ApiError:
        back = "/ui/files"
    if not uploads:
        await flash("Choose a file to upload.", "error")
        return redirect(back, 303)
    actor = current_actor()
    for storage in uploads:
        try:
            result = await service.upload(directory, storage.filename or "", storage.stream,
                                          actor=getattr(actor, "username", None))
        except ApiError as exc:
            await flash(f"{storage.filename}: {exc.message}", "error")
            continue
        name = result["file"]["name"]
        if result["renamed"]:
            await flash(f"Uploaded {storage.filename} as {name} (the name was taken).", "success")
        else:
            await flash(f"Uploaded {name}.", "success")
    return redirect(back, 303)
