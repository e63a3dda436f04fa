"""Chat's own changes: move and rename through the files service (locally) or ``POST /files/move`` (``--server``).

``plan_move`` / ``plan_rename`` turn an :class:`~foldwise.plugins.surfaces.copilot.Intent` into concrete paths
(resolved by the sandbox, nothing changed); ``apply`` carries a plan out and returns the journal transaction ids.
Locally a move of many files is ONE transaction (``FilesService.move_into`` with ``create``, so one undo restores
everything, a created destination folder included); against a server each file is one ``POST /files/move``
(the REST surface has no batch move), so a remote move of N files is N transactions.

Decisions (``docs/surfaces.md``): filters select the files directly in the source folder (not its sub-folders;
hidden files never); no source means the first root; a destination that is neither a path, a root nor a folder
directly in a root is the folder of that name in the first root, created by the move.
"""

from __future__ import annotations

import asyncio
import os
import posixpath
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from foldwise.sdk import InvalidRequest, NotFound

__all__ = ["Plan", "apply", "latest_transaction", "plan_move", "plan_rename"]

_FILES = "foldwise.plugins.files.service:FilesService"
#: Files listed per request when a server lists a folder (its page size limit is at least this).
_PAGE = 500
#: Most files one chat move carries out (the files service refuses more than 1000 at once).
MAX_FILES = 1000


@dataclass
class Plan:
    """What a change will do: ``kind`` "move" (``sources`` into ``folder``) or "rename" (``sources[0]`` to
    ``new_name``)."""

    kind: str
    sources: list[str] = field(default_factory=list)
    folder: str = ""
    new_name: str = ""

    def lines(self) -> list[str]:
        """The human summary, one line per file."""
        if self.kind == "rename":
            return [f"rename {self.sources[0]} -> {posixpath.join(os.path.dirname(self.sources[0]), self.new_name)}"]
        return [f"move {src} -> {os.path.join(self.folder, os.path.basename(src))}" for src in self.sources]

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of a plan."""
        return {"kind": self.kind, "sources": self.sources, "folder": self.folder, "new_name": self.new_name}


def _run(local: Any, remote: Any) -> Any:
    """``local(kernel)`` in-process or ``remote(client)`` with ``--server`` (errors exit with one line)."""
    from foldwise.sdk import local_or_server

    return local_or_server(local, remote)


def _matches(args: dict[str, Any], name: str, mtime: float, now: float) -> bool:
    """True when a file (name, modification time) passes the intent's filters."""
    exts = args.get("extensions")
    if exts and os.path.splitext(name)[1].lower() not in exts:
        return False
    age_days = (now - mtime) / 86400
    if "older_than_days" in args and age_days < args["older_than_days"]:
        return False
    if "newer_than_days" in args and age_days > args["newer_than_days"]:
        return False
    if "year" in args and datetime.fromtimestamp(mtime, timezone.utc).year != args["year"]:
        return False
    return True


def _folder_of(name: str, roots: list[str], *, create_in_first: bool) -> str:
    """A folder word: a path, a root of that name, a folder of that name directly in a root, else (when
    ``create_in_first``) that folder in the first root, else the word itself (the sandbox judges it)."""
    if os.path.isabs(name):
        return name
    for root in roots:
        if os.path.basename(root.rstrip("/")).lower() == name.lower():
            return root
    for root in roots:
        candidate = os.path.join(root, name)
        if os.path.isdir(candidate):
            return candidate
    if create_in_first and roots and os.sep not in name:
        return os.path.join(roots[0], name)
    return os.path.abspath(name) if os.path.exists(name) else name


def _file_of(name: str, roots: list[str], near: list[str]) -> str:
    """A file word: a path, or the file of that name in one of ``near`` (source, last folder), a root or a folder
    directly in a root (first found); else the word itself (the sandbox then reports it missing)."""
    if os.path.isabs(name):
        return name
    if os.path.exists(name):
        return os.path.abspath(name)
    children = []
    for root in roots:
        try:
            with os.scandir(root) as entries:
                children.extend(sorted(e.path for e in entries if e.is_dir(follow_symlinks=False)
                                       and not e.name.startswith(".")))
        except OSError:
            continue
    for folder in [*near, *roots, *children]:
        if folder and os.path.lexists(os.path.join(folder, name)):
            return os.path.join(folder, name)
    return name


def plan_move(args: dict[str, Any], roots: list[str], last_folder: str | None = None) -> Plan:
    """The files a move intent selects and the folder they go to (checked by the sandbox; nothing changes)."""
    folder = _folder_of(str(args["destination"]), roots, create_in_first=True)
    if args.get("path"):
        near = [_folder_of(args["source"], roots, create_in_first=False)] if args.get("source") else []
        return Plan("move", [_file_of(str(args["path"]), roots, [*near, last_folder or ""])], folder)
    if args.get("source"):
        source = _folder_of(str(args["source"]), roots, create_in_first=False)
    elif roots:
        source = roots[0]
    else:
        raise InvalidRequest("move from where? No root is configured")
    now = datetime.now(timezone.utc).timestamp()

    async def local(kernel: Any) -> Plan:
        src = await kernel.sandbox.aresolve(source, kind="dir")
        dst = await kernel.sandbox.aresolve(folder, must_exist=False, follow_symlinks=False)

        def scan() -> list[str]:
            picked = []
            with os.scandir(src) as entries:
                for entry in entries:
                    if entry.name.startswith(".") or not entry.is_file(follow_symlinks=False):
                        continue
                    if _matches(args, entry.name, entry.stat(follow_symlinks=False).st_mtime, now):
                        picked.append(entry.path)
            return sorted(picked)

        return Plan("move", [] if src == dst else await asyncio.to_thread(scan), str(dst))

    def remote(client: Any) -> Plan:
        picked: list[str] = []
        page = 1
        while True:
            body = client.get("files", params={"path": source, "page": page, "page_size": _PAGE})
            files = body["files"] if isinstance(body, dict) else body
            for item in files:
                if item.get("is_dir") or item["name"].startswith("."):
                    continue
                mtime = datetime.fromisoformat(item["modified"]).timestamp()
                if _matches(args, item["name"], mtime, now):
                    picked.append(posixpath.join(item["path"], item["name"]))
            if len(files) < _PAGE:
                break
            page += 1
        return Plan("move", [] if source.rstrip("/") == folder.rstrip("/") else sorted(picked), folder)

    plan: Plan = _run(local, remote)
    if len(plan.sources) > MAX_FILES:
        raise InvalidRequest(f"{len(plan.sources)} files match; chat moves at most {MAX_FILES} at once")
    return plan


def plan_rename(args: dict[str, Any], roots: list[str], last_folder: str | None = None) -> Plan:
    """The file a rename intent names and its new name (nothing changes)."""
    path = _file_of(str(args["path"]), roots, [last_folder or ""])
    return Plan("rename", [path], new_name=str(args["new_name"]))


def apply(plan: Plan) -> list[int]:
    """Carry ``plan`` out; the journal transaction ids it made (oldest first)."""
    if not plan.sources:
        raise NotFound("no file matches")

    async def local(kernel: Any) -> list[int]:
        service = kernel.service(_FILES)
        if plan.kind == "rename":
            result = await service.rename(plan.sources[0], plan.new_name)
        else:
            result = await service.move_into(plan.sources, plan.folder, create=True)
        return [int(result["transaction_id"])]

    def remote(client: Any) -> list[int]:
        if plan.kind == "rename":
            pairs = [(plan.sources[0], posixpath.join(posixpath.dirname(plan.sources[0]), plan.new_name))]
        else:
            pairs = [(src, posixpath.join(plan.folder, posixpath.basename(src))) for src in plan.sources]
        return [int(client.post("files/move", json={"source": s, "destination": d})["transaction_id"])
                for s, d in pairs]

    ids: list[int] = _run(local, remote)
    return ids


def latest_transaction() -> int | None:
    """The id of the newest journaled change (the one a child command just made), or None."""

    async def local(kernel: Any) -> Any:
        return (await kernel.journal.history(1, 1, ops_limit=0))["items"]

    items = _run(local, lambda c: c.get("history", params={"page": 1, "page_size": 1})["transactions"])
    return int(items[0]["id"]) if items else None
