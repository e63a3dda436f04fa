"""Web pages under ``/ui/files``: browse, preview, download, upload, rename, move, delete, new folder, the trash
and multi-select (thin adapters over ``FilesService``; every change one journaled, undoable transaction).

Every page works without JavaScript (forms post and redirect; a change that needs a confirmation shows a
confirmation page first); htmx swaps the listing (``/ui/files/list``) in place.
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
from foldwise.plugins.files import previews
from foldwise.sdk import ApiError, back_to, current_actor, current_scope, flash_undo, is_allowed, page_view

__all__ = ["bp", "PAGE_SIZE", "PREVIEW_BYTES", "TRASH_PAGE_SIZE"]

bp = Blueprint("files_pages", __name__, url_prefix="/ui/files", template_folder="templates")

#: Entries per listing page.
PAGE_SIZE = 50
#: Delete transactions per trash page.
TRASH_PAGE_SIZE = 25
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
    pdf: dict[str, Any] | None = None
    if mime == "application/pdf":
        kind = "pdf"
        pdf = await asyncio.to_thread(previews.pdf_preview, str(resolved), True)
        text, truncated = pdf["text"], pdf["truncated"]
        if pdf["image"]:
            import base64

            pdf["image_url"] = "data:image/png;base64," + base64.b64encode(pdf["image"]).decode("ascii")
    elif mime.startswith("image/") and mime != "image/svg+xml":
        kind = "image"
    elif mime.startswith("text/") or mime in _TEXT_TYPES or mime == "image/svg+xml":
        kind = "text"
        try:
            text, truncated = await asyncio.to_thread(_read_head, str(resolved), PREVIEW_BYTES)
        except OSError:
            kind = "other"
    full = str(resolved)
    return await render_template("files/preview.html", info=info, mime=mime, kind=kind, text=text,
                                 truncated=truncated, path=full,
                                 crumbs=await asyncio.to_thread(_crumbs, service, os.path.dirname(full)),
                                 files_url=files_url, pdf=pdf, can_write=await _can_write())


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
    for storage in uploads:
        try:
            result = await service.upload(directory, storage.filename or "", storage.stream, actor=_actor_name())
        except ApiError as exc:
            await flash(f"{storage.filename}: {exc.message}", "error")
            continue
        name = result["file"]["name"]
        if result["renamed"]:
            await flash_undo(f"Uploaded {storage.filename} as {name} (the name was taken).",
                             result["transaction_id"])
        else:
            await flash_undo(f"Uploaded {name}.", result["transaction_id"])
    return redirect(back, 303)


def _actor_name() -> str | None:
    return getattr(current_actor(), "username", None)


async def _can_write() -> bool:
    actor = current_actor()
    return actor is not None and await is_allowed(g.kernel, actor, "files.write")


def _folder_url(service: FilesService, path: str) -> str:
    """The listing of the folder holding ``path`` (the roots when that is outside them)."""
    try:
        return files_url(path=str(service.sandbox.resolve(os.path.dirname(path) or path)))
    except ApiError:
        return "/ui/files"


_ACTIONS = {"rename": "Rename", "move": "Move", "delete": "Delete"}


@bp.get("/action")
@page_view("files.write")
async def action_form() -> Any:
    """The form of one row action (rename, move, delete): each asks before it changes anything."""
    op = request.args.get("op") or ""
    if op not in _ACTIONS:
        raise ApiError("unknown action", status=404, code="not_found")
    service = _service()
    info = await service.info(request.args.get("path") or "")
    full = os.path.join(info["path"], info["name"])
    return await render_template("files/action.html", op=op, title=_ACTIONS[op], info=info, path=full,
                                 back=files_url(path=info["path"]), folders=await _folder_choices(service),
                                 files_url=files_url)


async def _folder_choices(service: FilesService) -> list[str]:
    """Folders offered as move destinations: the roots and their first two levels (at most 300) that the
    caller may change (another account's workspace is not even named)."""
    scope = current_scope()

    def walk() -> list[str]:
        found: list[str] = []
        for root in service.sandbox.roots:
            pending = [(str(root), 0)]
            while pending and len(found) < 300:
                folder, depth = pending.pop(0)
                if scope is not None and not scope.can_read(folder):  # another's workspace: not even its name
                    continue
                if scope is None or scope.access(folder) >= 2:  # only where the caller may put things
                    found.append(folder)
                if depth >= 2:
                    continue
                pending.extend((os.path.join(folder, n), depth + 1) for n in _subfolders(folder))
        return found

    return await asyncio.to_thread(walk)


def _subfolders(folder: str) -> list[str]:
    """The names of the visible sub-folders of ``folder``, sorted (none when it cannot be read)."""
    try:
        with os.scandir(folder) as entries:
            return sorted(e.name for e in entries if not e.name.startswith(".") and e.is_dir(follow_symlinks=False))
    except OSError:
        return []


async def _run(change: Any, done: Any, back: str) -> Any:
    """Run ``change()``; flash its result with an Undo button, or its error in plain words; go ``back``."""
    try:
        result = await change()
    except ApiError as exc:
        if exc.status == 403 and exc.code == "forbidden":
            raise
        await flash(f"Nothing was changed: {exc.message}.", "error")
        return redirect(back, 303)
    await flash_undo(done(result), result.get("transaction_id"))
    return redirect(back, 303)


@bp.post("/rename")
@page_view("files.write")
async def rename() -> Any:
    """Rename one file or folder inside its folder."""
    form = await request.form
    path, name = form.get("path") or "", (form.get("name") or "").strip()
    service = _service()
    back = _folder_url(service, path)
    return await _run(lambda: service.rename(path, name, actor=_actor_name()),
                      lambda r: f"Renamed {os.path.basename(r['source'])} to {os.path.basename(r['destination'])}.",
                      back)


@bp.post("/move")
@page_view("files.write")
async def move() -> Any:
    """Move one file or folder into another folder."""
    form = await request.form
    path, folder = form.get("path") or "", (form.get("destination") or "").strip()
    service = _service()
    back = _folder_url(service, path)
    return await _run(lambda: service.move_into([path], folder, actor=_actor_name()),
                      lambda r: f"Moved {os.path.basename(path)} to {folder}.", back)


@bp.post("/delete")
@page_view("files.write")
async def delete() -> Any:
    """Move one file or folder to the trash (restore it from the trash page or with Undo)."""
    form = await request.form
    path = form.get("path") or ""
    service = _service()
    back = _folder_url(service, path)
    return await _run(lambda: service.delete_many([path], actor=_actor_name()),
                      lambda r: f"Moved {os.path.basename(path)} to the trash.", back)


@bp.post("/mkdir")
@page_view("files.write")
async def mkdir() -> Any:
    """Create a folder in the current folder."""
    form = await request.form
    parent, name = form.get("path") or "", (form.get("name") or "").strip()
    service = _service()
    try:
        back = files_url(path=str(await service.sandbox.aresolve(parent)))
    except ApiError:
        back = "/ui/files"
    return await _run(lambda: service.mkdir(parent, name, actor=_actor_name()),
                      lambda r: f"Created the folder {r['file']['name']}.", back)


@bp.post("/bulk")
@page_view("files.write")
async def bulk() -> Any:
    """Several selected items: show what will change and ask (``confirm=1`` carries it out)."""
    form = await request.form
    paths = [p for p in form.getlist("paths") if p]
    op = form.get("op") or ""
    folder = form.get("folder") or ""
    service = _service()
    back = back_to(form.get("next"), files_url(path=folder) if folder else "/ui/files")
    if op not in ("delete", "move"):
        await flash("Choose Delete or Move for the selected items.", "error")
        return redirect(back, 303)
    if not paths:
        await flash("Select at least one file or folder first.", "error")
        return redirect(back, 303)
    destination = (form.get("destination") or "").strip()
    if form.get("confirm") == "1":
        if op == "delete":
            return await _run(lambda: service.delete_many(paths, actor=_actor_name()),
                              lambda r: f"Moved {r['trashed']} item{'' if r['trashed'] == 1 else 's'} to the trash.",
                              back)
        return await _run(lambda: service.move_into(paths, destination, actor=_actor_name()),
                          lambda r: f"Moved {len(r['moved'])} item{'' if len(r['moved']) == 1 else 's'} "
                                    f"to {destination}.", back)
    items = []
    for raw in paths[:1000]:
        try:
            items.append(await service.info(raw))
        except ApiError as exc:
            await flash(f"{raw}: {exc.message}", "error")
            return redirect(back, 303)
    return await render_template("files/confirm.html", op=op, items=items, paths=paths, back=back,
                                 destination=destination, folder=folder,
                                 folders=await _folder_choices(service) if op == "move" else [],
                                 files_url=files_url)


@bp.get("/trash")
@page_view("files.read")
async def trash() -> Any:
    """What was deleted (newest first) that is still in the trash, with Restore for each deletion."""
    from foldwise.sdk import owned_entries

    page = _int_arg("page", 1)
    journal = g.kernel.journal
    history = await journal.history(page, TRASH_PAGE_SIZE, ops_limit=50, kinds=("delete",),
                                    states=("committed", "failed"))
    actor = current_actor()
    mine = await owned_entries(actor, history["items"])
    entries = []
    for item in history["items"]:
        trashed = [op for op in item["operations"] if op["op"] == "trash" and op["state"] == "done"]
        if not trashed:
            continue
        entries.append({**item, "trashed": trashed, "mine": item["id"] in mine})
    pages = max(1, -(-history["total"] // TRASH_PAGE_SIZE))
    return await render_template("files/trash.html", entries=entries, page=page, pages=pages,
                                 can_write=await _can_write(), files_url=files_url, os=os)


@bp.post("/restore")
@page_view("files.write")
async def restore() -> Any:
    """Restore a deletion from the trash (the journal's undo of that transaction)."""
    form = await request.form
    raw = (form.get("transaction_id") or "").strip()
    if not raw.isdigit():
        await flash("Choose a deletion to restore.", "error")
        return redirect("/ui/files/trash", 303)
    try:
        result = await g.kernel.journal.undo(int(raw), caller=current_actor())
    except ApiError as exc:
        if exc.status == 403:
            raise
        await flash(f"Nothing was restored: {exc.message}.", "error")
        return redirect("/ui/files/trash", 303)
    count = result.get("reverted") or 0
    await flash(f"Restored {count} item{'' if count == 1 else 's'} to where {'it was' if count == 1 else 'they were'}.",
                "success")
    return redirect("/ui/files/trash", 303)


@bp.get("/thumb")
@page_view("files.read")
async def thumb() -> Any:
    """A small PNG of an image (or of a PDF's first picture); 404 when there is none."""
    from quart import Response

    resolved, mime = await _service().content(request.args.get("path") or "")
    if mime == "application/pdf":
        data = (await asyncio.to_thread(previews.pdf_preview, str(resolved), True))["image"]
    elif mime.startswith("image/") and mime != "image/svg+xml":
        data = await asyncio.to_thread(previews.thumbnail, str(resolved))
    else:
        data = None
    if data is None:
        raise ApiError("no thumbnail for this file", status=404, code="not_found")
    return Response(data, mimetype="image/png", headers={"Cache-Control": "private, max-age=300"})
