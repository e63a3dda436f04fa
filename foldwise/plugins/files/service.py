"""The files capability without HTTP: list, inspect, read, upload, move and trash files under the roots.

Every path from outside passes ``kernel.sandbox.resolve``; every change goes through
``kernel.journal`` (so delete, move and upload are each one undoable transaction).

Decisions (see ``docs/files.md``):
- Listing a folder returns its sub-folders and files, folders first; ``recursive`` returns the
  files of the whole subtree (folders are not listed, symlinked folders are not entered).
- Sorting by name never stats the folder: names come from ``os.scandir`` (type from ``d_type``),
  are sorted, and only the requested page is stat'ed. Size/created/modified sorts stat every entry.
- Hidden entries (name starting with ``.``) are left out unless ``include_hidden``; a recursive
  listing does not enter hidden folders then either. Symlinks pointing outside the roots are left out.
- ``created`` is the birth time where the platform has one, else the inode change time.
- File ids are URL-safe base64 (unpadded) of ``<root index>:<path relative to that root>``.
- Upload never overwrites: by default a taken name becomes ``name (2).ext`` (``on_conflict="rename"``);
  ``on_conflict="fail"`` answers 409 ``conflict`` instead.
- Move takes the full destination path. An existing destination is 409 ``conflict``; with
  ``overwrite`` it is moved to the trash first, in the same transaction (one undo restores both).
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import mimetypes
import os
import re
import stat as stat_mod
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import IO, Any, Literal

from foldwise.sdk import (TRASH_FOLDER, Conflict, InvalidId, InvalidPath, InvalidRequest, NotFound,
                          PathNotAllowed, current_scope)

__all__ = ["FilesService", "ListQuery", "type_label", "encode_id"]

#: The tags plugin's service (by name: files works without it, every ``tags`` then stays ``[]``).
_TAGS = "foldwise.plugins.tags.service:TagsService"

SortKey = Literal["name", "size", "created", "modified"]
_ID_RE = re.compile(r"^[A-Za-z0-9_-]{2,}$")
#: Largest id accepted (a 4096-character path, base64-encoded, plus the root index).
_MAX_ID_CHARS = 5600
_SNIFF_BYTES = 8192

_TYPES: dict[str, tuple[str, ...]] = {
    "image": ("jpg", "jpeg", "png", "gif", "bmp", "tif", "tiff", "webp", "heic", "heif", "svg", "ico", "raw",
              "cr2", "nef", "arw", "dng"),
    "video": ("mp4", "mkv", "mov", "avi", "wmv", "webm", "m4v", "mpg", "mpeg", "flv", "3gp"),
    "audio": ("mp3", "wav", "flac", "aac", "ogg", "oga", "m4a", "wma", "opus", "aiff"),
    "pdf": ("pdf",),
    "document": ("doc", "docx", "odt", "rtf", "pages", "tex", "epub"),
    "spreadsheet": ("xls", "xlsx", "ods", "csv", "tsv", "numbers"),
    "presentation": ("ppt", "pptx", "odp", "key"),
    "text": ("txt", "md", "markdown", "rst", "log", "org"),
    "code": ("py", "js", "ts", "tsx", "jsx", "java", "c", "h", "cpp", "hpp", "cs", "go", "rs", "rb", "php",
             "sh", "bash", "ps1", "swift", "kt", "scala", "sql", "html", "htm", "css", "scss", "json", "yaml",
             "yml", "toml", "xml", "ini", "cfg"),
    "archive": ("zip", "tar", "gz", "tgz", "bz2", "xz", "7z", "rar", "zst", "iso", "dmg"),
}
_LABEL_OF = {ext: label for label, exts in _TYPES.items() for ext in exts}


def type_label(name: str, is_dir: bool = False) -> str:
    """The file type label (``folder``, ``image``, ``pdf`` ... ``other``) from the name alone."""
    if is_dir:
        return "folder"
    ext = os.path.splitext(name)[1][1:].lower()
    return _LABEL_OF.get(ext, "other")


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).isoformat()


def _created(st: os.stat_result) -> float:
    return float(getattr(st, "st_birthtime", None) or st.st_ctime)


def encode_id(root_index: int, relative: str) -> str:
    """The opaque id of a path ``relative`` to root number ``root_index``."""
    raw = f"{root_index}:".encode() + os.fsencode(relative)
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


@dataclass(frozen=True)
class ListQuery:
    """What ``FilesService.list`` returns: one page of one folder."""

    path: str | None = None
    recursive: bool = False
    include_hidden: bool = False
    type: str | None = None
    sort: SortKey = "name"
    order: Literal["asc", "desc"] = "asc"
    page: int = 1
    page_size: int = 100


# An entry while listing: (name, containing folder, is a folder).
_Entry = tuple[str, str, bool]


class FilesService:
    """Files under the roots of ``kernel`` (its sandbox, journal and bus)."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel

    @property
    def sandbox(self) -> Any:
        return self.kernel.sandbox

    # ---- ids ------------------------------------------------------------------
    def _root_index(self, path: str) -> int:
        best, best_len = -1, -1
        for index, root in enumerate(self.sandbox.roots):
            text = str(root)
            inside = path == text or path.startswith(text if text.endswith(os.sep) else text + os.sep)
            if inside and len(text) > best_len:
                best, best_len = index, len(text)
        if best < 0:
            raise PathNotAllowed("the path is outside the configured roots")
        return best

    def file_id(self, path: str | os.PathLike[str]) -> str:
        """The opaque, URL-safe id of a resolved path inside a root."""
        text = os.fspath(path)
        index = self._root_index(text)
        return encode_id(index, os.path.relpath(text, str(self.sandbox.roots[index])))

    def path_of_id(self, file_id: str) -> Path:
        """Decode an id and resolve it through the sandbox (400 ``invalid_id``, 403, 404)."""
        if not isinstance(file_id, str) or len(file_id) > _MAX_ID_CHARS or not _ID_RE.match(file_id):
            raise InvalidId("the file id is malformed")
        try:
            raw = base64.urlsafe_b64decode(file_id + "=" * (-len(file_id) % 4))
        except (binascii.Error, ValueError):
            raise InvalidId("the file id is malformed") from None
        head, sep, rel = raw.partition(b":")
        if not sep or not head.isdigit() or not rel or b"\x00" in rel:
            raise InvalidId("the file id is malformed")
        if encode_id(int(head), os.fsdecode(rel)) != file_id:  # non-canonical encodings
            raise InvalidId("the file id is malformed")
        roots = self.sandbox.roots
        index = int(head)
        if index >= len(roots):
            raise NotFound("no such file (its root is no longer configured)")
        relative = os.fsdecode(rel)
        if os.path.isabs(relative):
            raise InvalidId("the file id is malformed")
        return self.sandbox.resolve(os.path.join(str(roots[index]), relative))

    # ---- records ---------------------------------------------------------------
    def record(self, path: str, st: os.stat_result | None = None) -> dict[str, Any]:
        """The File object of ``path`` (stat'ed now unless ``st`` is given)."""
        if st is None:
            st = os.stat(path)
        is_dir = stat_mod.S_ISDIR(st.st_mode)
        parent, name = os.path.split(path)
        return {
            "id": self.file_id(path),
            "name": name,
            "path": parent,
            "size": 0 if is_dir else st.st_size,
            "type": type_label(name, is_dir),
            "created": _iso(_created(st)),
            "modified": _iso(st.st_mtime),
            "description": "",
            "tags": [],
            "is_dir": is_dir,
        }

    # ---- listing ---------------------------------------------------------------
    async def list(self, query: ListQuery) -> tuple[list[dict[str, Any]], int]:
        """One page of a folder listing and the total number of matching entries."""
        if query.path in (None, ""):
            roots = self.sandbox.roots
            if not roots:
                raise PathNotAllowed("no file roots are configured")
            if len(roots) > 1 and not query.recursive:
                return await asyncio.to_thread(self._list_roots, query)
            directory = roots[0]
        else:
            directory = await self.sandbox.aresolve(query.path)
        records, total = await asyncio.to_thread(self._list_sync, str(directory), query)
        return await self.with_tags(records), total

    async def with_tags(self, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Fill the ``tags`` of File objects from the tags plugin when it is enabled."""
        if records and self.kernel.has_service(_TAGS):
            await self.kernel.service(_TAGS).fill(records)
        return records

    def _list_roots(self, query: ListQuery) -> tuple[list[dict[str, Any]], int]:
        records = []
        for root in self.sandbox.roots:
            try:
                records.append(self.record(str(root)))
            except OSError:
                continue
        return records, len(records)

    def _list_sync(self, directory: str, query: ListQuery) -> tuple[list[dict[str, Any]], int]:
        if not os.path.isdir(directory):
            raise InvalidPath("the path is not a folder")
        wanted = _type_filter(query.type)
        if query.sort == "name" and not query.recursive:
            return self._list_flat_by_name(directory, query, wanted)
        entries = self._collect(directory, query.recursive, query.include_hidden)
        if wanted:
            entries = [e for e in entries if _matches(e, wanted)]
        reverse = query.order == "desc"
        stats: dict[int, os.stat_result] = {}
        if query.sort == "name":
            if query.recursive:
                entries.sort(key=lambda e: (e[0].casefold(), e[0], e[1]), reverse=reverse)
            else:
                entries.sort(key=lambda e: (e[0].casefold(), e[0]), reverse=reverse)
        else:
            entries, stats = _stat_sorted(entries, query.sort, reverse)
        if not query.recursive:
            # Folders first, each group in the requested order (a stable partition).
            folders = [i for i, e in enumerate(entries) if e[2]]
            if folders:
                order = folders + [i for i, e in enumerate(entries) if not e[2]]
                entries = [entries[i] for i in order]
                stats = {new: stats[old] for new, old in enumerate(order) if old in stats}
        total = len(entries)
        start = (query.page - 1) * query.page_size
        page = []
        for offset, (name, parent, _is_dir) in enumerate(entries[start:start + query.page_size]):
            path = os.path.join(parent, name)
            st = stats.get(start + offset)
            try:
                page.append(self.record(path, st or os.stat(path)))
            except OSError:  # vanished since it was listed
                continue
        return page, total

    def _list_flat_by_name(self, directory: str, query: ListQuery,
                           wanted: set[str]) -> tuple[list[dict[str, Any]], int]:
        """The fast path: one folder by name. Names and d_type only; the page alone is stat'ed."""
        names: list[str] = []
        folders: set[str] = set()
        scope = current_scope()
        with os.scandir(directory) as scanner:
            for entry in scanner:
                name = entry.name
                if name[0] == "." and (not query.include_hidden or name == TRASH_FOLDER):
                    continue
                if scope is not None and not scope.can_read(entry.path):
                    continue
                try:
                    if not entry.is_file(follow_symlinks=False):
                        if entry.is_symlink() and not self.sandbox.is_inside(entry.path):
                            continue
                        if entry.is_dir():
                            folders.add(name)
                except OSError:
                    continue
                names.append(name)
        if wanted:
            names = [n for n in names if _matches((n, directory, n in folders), wanted)]
        names.sort()
        names.sort(key=str.casefold)  # stable: ties keep the exact-name order
        if query.order == "desc":
            names.reverse()
        if folders:
            names = [n for n in names if n in folders] + [n for n in names if n not in folders]
        start = (query.page - 1) * query.page_size
        page = []
        for name in names[start:start + query.page_size]:
            try:
                page.append(self.record(os.path.join(directory, name)))
            except OSError:  # vanished since it was listed
                continue
        return page, len(names)

    def _collect(self, directory: str, recursive: bool, include_hidden: bool) -> list[_Entry]:
        out: list[_Entry] = []
        pending = [directory]
        scope = current_scope()
        while pending:
            folder = pending.pop()
            try:
                scanner = os.scandir(folder)
            except OSError:
                continue
            with scanner:
                for entry in scanner:
                    name = entry.name
                    if name.startswith(".") and (not include_hidden or name == TRASH_FOLDER):
                        continue
                    try:
                        is_link = entry.is_symlink()
                        is_dir = entry.is_dir()
                    except OSError:
                        continue
                    if is_link and not self.sandbox.is_inside(entry.path):
                        continue
                    if scope is not None and not scope.can_read(entry.path):
                        continue
                    if recursive:
                        if is_dir:
                            if not is_link:
                                pending.append(entry.path)
                            continue
                    out.append((name, folder, is_dir))
        return out

    # ---- one file --------------------------------------------------------------
    async def info(self, path: str) -> dict[str, Any]:
        """The File object of ``path`` plus ``mime_type``."""
        resolved = await self.sandbox.aresolve(path)
        return (await self.with_tags([await asyncio.to_thread(self._info_sync, str(resolved))]))[0]

    async def info_by_id(self, file_id: str) -> dict[str, Any]:
        """The File object of the file with id ``file_id``."""
        resolved = await asyncio.to_thread(self.path_of_id, file_id)
        return (await self.with_tags([await asyncio.to_thread(self._info_sync, str(resolved))]))[0]

    def _info_sync(self, path: str) -> dict[str, Any]:
        try:
            record = self.record(path)
        except FileNotFoundError:
            raise NotFound("no such file or folder") from None
        record["mime_type"] = None if record["is_dir"] else _guess_mime(path)[0]
        return record

    async def content(self, path: str) -> tuple[Path, str]:
        """The file to send for ``path`` and its content type (text is ``text/plain`` when unknown)."""
        resolved = await self.sandbox.aresolve(path)
        if await asyncio.to_thread(resolved.is_dir):
            raise InvalidPath("the path is a folder, not a file")
        mime, _ = await asyncio.to_thread(_guess_mime, str(resolved))
        return resolved, mime

    # ---- changes ---------------------------------------------------------------
    async def upload(self, directory: str, filename: str, stream: IO[bytes] | bytes, *,
                     actor: str | None = None, on_conflict: Literal["rename", "fail"] = "rename") -> dict[str, Any]:
        """Write an uploaded file into ``directory``; never overwrites (see the module docstring)."""
        name = _safe_name(filename)
        folder = await self.sandbox.aresolve(directory)
        if not await asyncio.to_thread(folder.is_dir):
            raise InvalidPath("the destination is not a folder")
        stem, ext = _split_name(name)
        async with self.kernel.journal.transaction("upload", actor=actor, description=f"upload {name}") as txn:
            for attempt in range(1, 1000):
                candidate = name if attempt == 1 else f"{stem} ({attempt}){ext}"
                target = await self.sandbox.aresolve(str(folder / candidate), must_exist=False, follow_symlinks=False)
                if await asyncio.to_thread(os.path.lexists, target):
                    if on_conflict == "fail":
                        raise Conflict("a file with this name already exists",
                                       details={"path": str(target)})
                    continue
                try:
                    written = await txn.write_new(target, stream)
                except Conflict:
                    if on_conflict == "fail" or not _rewind(stream):
                        raise
                    continue
                break
            else:
                raise Conflict("no free name was found for the upload")
            transaction_id = txn.id
        record = await asyncio.to_thread(self.record, str(written))
        result = {"file": record, "renamed": record["name"] != name, "transaction_id": transaction_id}
        await self.kernel.bus.publish("file_uploaded", {"file": record, "transaction_id": transaction_id})
        return result

    async def move(self, source: str, destination: str, *, overwrite: bool = False,
                   actor: str | None = None) -> dict[str, Any]:
        """Move or rename ``source`` to the full path ``destination`` (409 when it exists unless ``overwrite``)."""
        src = await self.sandbox.aresolve(source, follow_symlinks=False)
        dst = await self.sandbox.aresolve(destination, must_exist=False, follow_symlinks=False)
        if src == dst:
            raise InvalidRequest("the source and the destination are the same")
        if str(dst).startswith(str(src) + os.sep):
            raise InvalidRequest("a folder cannot be moved into itself")
        exists = await asyncio.to_thread(os.path.lexists, dst)
        if exists and not overwrite:
            raise Conflict("the destination already exists", details={"path": str(dst)})
        if exists and str(src).startswith(str(dst) + os.sep):
            raise InvalidRequest("the destination contains the source")
        async with self.kernel.journal.transaction(
                "move", actor=actor, description=f"move {src.name} to {dst.name}") as txn:
            if exists:
                await txn.trash(dst)
            moved = await txn.move(src, dst)
            transaction_id = txn.id
        record = (await self.with_tags([await asyncio.to_thread(self._info_sync, str(moved))]))[0]
        return {"file": record, "source": str(src), "destination": str(moved), "overwritten": exists,
                "transaction_id": transaction_id}

    async def rename(self, path: str, new_name: str, *, actor: str | None = None) -> dict[str, Any]:
        """Rename ``path`` inside its folder (409 when the new name is taken); one undoable transaction."""
        name = _safe_name(new_name)
        if name != (new_name or "").strip():
            raise InvalidPath("a new name cannot contain a folder separator")
        src = await self.sandbox.aresolve(path, follow_symlinks=False)
        if self.sandbox.is_root(src):
            raise PathNotAllowed("a root folder itself cannot be renamed")
        return await self.move(str(src), str(src.parent / name), actor=actor)

    async def mkdir(self, parent: str, name: str, *, actor: str | None = None) -> dict[str, Any]:
        """Create the folder ``name`` inside ``parent`` (409 when it exists); one undoable transaction."""
        folder_name = _safe_name(name)
        if folder_name != (name or "").strip():
            raise InvalidPath("a folder name cannot contain a folder separator")
        folder = await self.sandbox.aresolve(parent, kind="dir")
        target = await self.sandbox.aresolve(str(folder / folder_name), must_exist=False, follow_symlinks=False)
        if await asyncio.to_thread(os.path.lexists, target):
            raise Conflict("a file or folder with this name already exists", details={"path": str(target)})
        async with self.kernel.journal.transaction("mkdir", actor=actor,
                                                   description=f"new folder {folder_name}") as txn:
            await txn.mkdir(target)
            transaction_id = txn.id
        record = await asyncio.to_thread(self._info_sync, str(target))
        return {"file": record, "transaction_id": transaction_id}

    async def delete_many(self, paths: list[str], *, actor: str | None = None) -> dict[str, Any]:
        """Move every path to the trash as ONE transaction (one undo restores them all)."""
        resolved = await asyncio.to_thread(self._distinct, paths)
        for item in resolved:
            if self.sandbox.is_root(item):
                raise PathNotAllowed("a root folder itself cannot be deleted")
        label = resolved[0].name if len(resolved) == 1 else f"{len(resolved)} items"
        async with self.kernel.journal.transaction("delete", actor=actor, description=f"delete {label}") as txn:
            for item in resolved:
                await txn.trash(item)
            transaction_id = txn.id
        return {"paths": [str(p) for p in resolved], "trashed": len(resolved), "transaction_id": transaction_id}

    async def move_into(self, paths: list[str], folder: str, *, actor: str | None = None,
                        create: bool = False) -> dict[str, Any]:
        """Move every path into ``folder`` as ONE transaction; 409 (and nothing moved) when a name is taken.

        ``create``: a missing ``folder`` is created by the same transaction (one undo removes it again)."""
        resolved = await asyncio.to_thread(self._distinct, paths)
        missing = create and not await asyncio.to_thread(
            os.path.lexists, await self.sandbox.aresolve(folder, must_exist=False, follow_symlinks=False))
        target = (await self.sandbox.aresolve(folder, must_exist=False, follow_symlinks=False) if missing
                  else await self.sandbox.aresolve(folder, kind="dir"))
        pairs = await asyncio.to_thread(self._move_pairs, resolved, target)
        label = resolved[0].name if len(resolved) == 1 else f"{len(resolved)} items"
        async with self.kernel.journal.transaction(
                "move", actor=actor, description=f"move {label} to {target.name}") as txn:
            for src, dst in pairs:
                await txn.move(src, dst)
            transaction_id = txn.id
        return {"moved": [str(dst) for _src, dst in pairs], "transaction_id": transaction_id}

    def _move_pairs(self, resolved: list[Path], target: Path) -> list[tuple[Path, Path]]:
        """``(source, destination)`` of moving each path into ``target``; refuses taken names (in a thread)."""
        pairs = []
        for src in resolved:
            dst = self.sandbox.resolve(str(target / src.name), must_exist=False, follow_symlinks=False)
            if dst == src:
                raise InvalidRequest(f"{src.name} is already in that folder")
            if str(dst).startswith(str(src) + os.sep):
                raise InvalidRequest("a folder cannot be moved into itself")
            if os.path.lexists(dst):
                raise Conflict(f"{src.name} already exists in the destination", details={"path": str(dst)})
            pairs.append((src, dst))
        return pairs

    def _distinct(self, paths: list[str]) -> list[Path]:
        if not paths:
            raise InvalidRequest("choose at least one file or folder")
        if len(paths) > 1000:
            raise InvalidRequest("at most 1000 items at once")
        seen: dict[str, Path] = {}
        for raw in paths:
            item = self.sandbox.resolve(raw, follow_symlinks=False)
            seen.setdefault(str(item), item)
        return list(seen.values())

    async def delete(self, path: str, *, actor: str | None = None) -> dict[str, Any]:
        """Move ``path`` to the service's trash (journaled; undo restores it)."""
        resolved = await self.sandbox.aresolve(path, follow_symlinks=False)
        return await self._trash(resolved, actor)

    async def delete_by_id(self, file_id: str, *, actor: str | None = None) -> dict[str, Any]:
        """Trash the file with id ``file_id``."""
        return await self._trash(await asyncio.to_thread(self.path_of_id, file_id), actor)

    async def _trash(self, resolved: Path, actor: str | None) -> dict[str, Any]:
        if self.sandbox.is_root(resolved):
            raise PathNotAllowed("a root folder itself cannot be deleted")
        async with self.kernel.journal.transaction("delete", actor=actor, description=f"delete {resolved.name}") as txn:
            await txn.trash(resolved)
            transaction_id = txn.id
        return {"path": str(resolved), "trashed": True, "transaction_id": transaction_id}


# ---- helpers -------------------------------------------------------------------
def _type_filter(value: str | None) -> set[str]:
    if not value:
        return set()
    return {part.strip().lower().lstrip(".") for part in value.split(",") if part.strip()}


def _matches(entry: _Entry, wanted: set[str]) -> bool:
    name, _parent, is_dir = entry
    if type_label(name, is_dir) in wanted:
        return True
    return not is_dir and os.path.splitext(name)[1][1:].lower() in wanted


def _stat_sorted(entries: list[_Entry], sort: str, reverse: bool) -> tuple[list[_Entry], dict[int, os.stat_result]]:
    pairs: list[tuple[_Entry, os.stat_result]] = []
    for entry in entries:
        try:
            pairs.append((entry, os.stat(os.path.join(entry[1], entry[0]))))
        except OSError:
            continue

    def key(pair: tuple[_Entry, os.stat_result]) -> tuple[Any, ...]:
        (name, parent, is_dir), st = pair
        if sort == "size":
            value: float = 0 if is_dir else st.st_size
        elif sort == "created":
            value = _created(st)
        else:
            value = st.st_mtime
        return (value, name.casefold(), name, parent)

    pairs.sort(key=key, reverse=reverse)
    return [p[0] for p in pairs], {i: p[1] for i, p in enumerate(pairs)}


def _guess_mime(path: str) -> tuple[str, bool]:
    """(content type, is text): by name, else by sniffing the first bytes."""
    guessed, _ = mimetypes.guess_type(path, strict=False)
    if guessed:
        return guessed, guessed.startswith("text/")
    try:
        with open(path, "rb") as fh:
            head = fh.read(_SNIFF_BYTES)
    except OSError:
        return "application/octet-stream", False
    if b"\x00" in head:
        return "application/octet-stream", False
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.start < len(head) - 4:  # not just a multi-byte character cut at the end
            return "application/octet-stream", False
    return "text/plain", True


def _safe_name(filename: str) -> str:
    name = (filename or "").replace("\\", "/").rsplit("/", 1)[-1].strip()
    if not name or name in (".", "..") or "\x00" in name or len(name.encode("utf-8", "surrogateescape")) > 255:
        raise InvalidPath("the file name is not valid")
    return name


def _split_name(name: str) -> tuple[str, str]:
    if name.startswith(".") and name.count(".") == 1:
        return name, ""
    stem, ext = os.path.splitext(name)
    if stem.endswith(".tar"):
        return stem[:-4], ".tar" + ext
    return stem, ext


def _rewind(stream: IO[bytes] | bytes) -> bool:
    if isinstance(stream, bytes):
        return True
    try:
        stream.seek(0)
    except (AttributeError, OSError, ValueError):
        return False
    return True
