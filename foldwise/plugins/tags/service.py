"""The tags capability without HTTP: tags stored by file identity, changed through the journal.

- A tag belongs to a file's identity (``<device>:<inode>``), so it follows the file through every rename
  and move on one filesystem, journaled or not. The path where the file was last seen is kept current from
  the journal's events (moves across filesystems give the file a new inode: the event carries the new path,
  and the identity is read again there).
- A change of tags is a journal transaction (kind ``tags``) with one ``tag`` operation per file; the tag rows
  are written in the database transaction that marks those operations done. Undo and redo write reversing
  ``tag`` operations, which ``sync`` replays (before every read, and on the journal's events).
"""

from __future__ import annotations

import asyncio
import bisect
import os
import re
from collections import defaultdict
from typing import Any, Iterable

from foldwise.plugins.tags.features import identities, identity_of
from foldwise.sdk import InvalidRequest, Operation

__all__ = ["TagsService", "normalize_tags", "MAX_TAGS", "TAG_PATTERN"]

#: Tags on one file at most.
MAX_TAGS = 50
#: A tag: letters, digits, space, ``-``, ``_``, ``.``, ``:``, ``/``; stored lower case, 1..64 characters.
TAG_PATTERN = re.compile(r"^[\w][\w .:/-]{0,63}$", re.UNICODE)
_CHUNK = 500


def normalize_tags(tags: Iterable[str]) -> list[str]:
    """Tags as stored: trimmed, inner spaces collapsed, lower case, unique, sorted (422 for a bad one)."""
    out: set[str] = set()
    for raw in tags:
        tag = " ".join(str(raw).split()).lower()
        if not TAG_PATTERN.match(tag):
            raise InvalidRequest(f"invalid tag {raw!r}: 1 to 64 letters, digits, spaces or - _ . : /",
                                 details={"tag": str(raw)[:80]})
        out.add(tag)
    if len(out) > MAX_TAGS:
        raise InvalidRequest(f"a file carries at most {MAX_TAGS} tags")
    return sorted(out)


def _chunks(items: list[Any]) -> Iterable[list[Any]]:
    for start in range(0, len(items), _CHUNK):
        yield items[start:start + _CHUNK]


class TagsService:
    """Tags of files (``kernel.service("foldwise.plugins.tags.service:TagsService")``); see the module doc."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        self._lock = asyncio.Lock()
        #: reversing ``tag`` operations up to this id are replayed
        self._floor = 0

    @property
    def sandbox(self) -> Any:
        return self.kernel.sandbox

    async def resolve(self, path: str) -> str:
        """``path`` checked against the roots (403/400/404 as every route); a symlink means its target."""
        return str(await self.sandbox.aresolve(path))

    # ---- reading -------------------------------------------------------------------
    async def tags_of(self, paths: list[str]) -> dict[str, list[str]]:
        """``{path: sorted tags}`` of the paths that exist (paths already checked by the caller)."""
        await self.sync()
        ids = await asyncio.to_thread(identities, paths)
        return await self._tags_by_path(ids)

    async def _tags_by_path(self, ids: dict[str, str]) -> dict[str, list[str]]:
        from foldwise.plugins.tags.models import TagAssignment

        by_identity: dict[str, list[str]] = defaultdict(list)
        for chunk in _chunks(sorted(set(ids.values()))):
            for identity, tag in await TagAssignment.filter(identity__in=chunk).values_list("identity", "tag"):
                by_identity[identity].append(tag)
        return {path: sorted(by_identity.get(identity, [])) for path, identity in ids.items()}

    async def fill(self, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Set ``tags`` on File objects (``{"path": parent, "name": ...}``) in place; returns them."""
        paths = [os.path.join(r["path"], r["name"]) for r in records if not r.get("is_dir")]
        if not paths:
            return records
        found = await self.tags_of(paths)
        for record in records:
            if not record.get("is_dir"):
                record["tags"] = found.get(os.path.join(record["path"], record["name"]), [])
        return records

    async def get(self, path: str) -> dict[str, Any]:
        """``{path, tags}`` of one file."""
        resolved = await self.resolve(path)
        return {"path": resolved, "tags": (await self.tags_of([resolved])).get(resolved, [])}

    async def counts(self) -> list[dict[str, Any]]:
        """Every tag in use with the number of files carrying it, most used first."""
        from tortoise.functions import Count

        from foldwise.plugins.tags.models import TagAssignment

        await self.sync()
        rows = await TagAssignment.all().group_by("tag").annotate(count=Count("id")).values("tag", "count")
        rows.sort(key=lambda r: (-r["count"], r["tag"]))
        return [{"name": r["tag"], "count": r["count"]} for r in rows]

    async def paths_with(self, tag: str, *, limit: int = 10_000) -> list[str]:
        """Where the files tagged ``tag`` are (each checked: a file whose identity moved away is left out)."""
        from foldwise.plugins.tags.models import TagAssignment

        await self.sync()
        wanted = normalize_tags([tag])[0]
        rows = await TagAssignment.filter(tag=wanted).limit(limit).values_list("path", "identity")

        def present() -> list[str]:
            return [path for path, identity in rows if identity_of(path) == identity]

        return await asyncio.to_thread(present)

    # ---- changing --------------------------------------------------------------------
    async def retag(self, old: str, new: str | None, *, actor: str | None = None) -> dict[str, Any]:
        """Rename tag ``old`` to ``new`` on every file carrying it, or remove it everywhere (``new`` None):
        one undoable transaction. Returns ``{transaction_id, changed}``."""
        source = normalize_tags([old])
        target = normalize_tags([new]) if new is not None else []
        if not source or (new is not None and not target):
            raise InvalidRequest("a tag name must not be empty")
        paths = await self.paths_with(source[0])
        current = await self.tags_of(paths)
        edits = {path: normalize_tags([*(t for t in tags if t != source[0]), *target])
                 for path, tags in current.items()}
        what = f"rename tag {source[0]} to {target[0]}" if target else f"remove tag {source[0]}"
        return await self.change(edits, actor=actor, description=what)

    async def set_tags(self, path: str, tags: list[str], *, actor: str | None = None,
                       mode: str = "set") -> dict[str, Any]:
        """Replace (``set``), extend (``add``) or reduce (``remove``) the tags of one file: one undoable
        transaction (none when nothing changes). Returns ``{path, tags, transaction_id}``."""
        resolved = await self.resolve(path)
        if await asyncio.to_thread(os.path.isdir, resolved):
            raise InvalidRequest("folders carry no tags; tag the files inside (POST /tags/auto tags a folder)")
        given = normalize_tags(tags)
        current = (await self.tags_of([resolved])).get(resolved, [])
        if mode == "add":
            new = normalize_tags([*current, *given])
        elif mode == "remove":
            new = [t for t in current if t not in given]
        else:
            new = given
        result = await self.change({resolved: new}, actor=actor)
        return {"path": resolved, "tags": new, "transaction_id": result["transaction_id"]}

    async def change(self, edits: dict[str, list[str]], *, actor: str | None = None, kind: str = "tags",
                     description: str | None = None) -> dict[str, Any]:
        """Give each file of ``edits`` (checked paths -> normalized tags) exactly those tags, as one
        journal transaction. Returns ``{transaction_id, changed}``."""
        ids = await asyncio.to_thread(identities, list(edits))
        current = await self._tags_by_path(ids)
        changed = [(path, list(edits[path])) for path in ids if current.get(path, []) != list(edits[path])]
        if not changed:
            return {"transaction_id": None, "changed": 0}
        if description is None:
            path, new = changed[0]
            added = sorted(set(new) - set(current[path]))
            removed = sorted(set(current[path]) - set(new))
            what = ", ".join([*(f"+{t}" for t in added), *(f"-{t}" for t in removed)]) or "tags"
            description = (f"tags of {os.path.basename(path)}: {what}" if len(changed) == 1
                           else f"tags of {len(changed)} files")
        async with self.kernel.journal.transaction(kind, actor=actor, description=description) as txn:
            await self._journal(txn, changed, ids, current)
            transaction_id = txn.id
        return {"transaction_id": transaction_id, "changed": len(changed)}

    async def change_in(self, txn: Any, edits: dict[str, list[str]]) -> int:
        """``change`` inside a transaction the caller holds open (e.g. a rule set's apply: its moves and its
        tags are one undo step). Returns how many files changed."""
        ids = await asyncio.to_thread(identities, list(edits))
        current = await self._tags_by_path(ids)
        changed = [(path, list(edits[path])) for path in ids if current.get(path, []) != list(edits[path])]
        if changed:
            await self._journal(txn, changed, ids, current)
        return len(changed)

    async def _journal(self, txn: Any, changed: list[tuple[str, list[str]]], ids: dict[str, str],
                       current: dict[str, list[str]]) -> None:
        from foldwise.plugins.tags.models import TagChange

        async def write(conn: Any, op_ids: dict[int, int]) -> None:
            for (path, new), seq in zip(changed, sorted(op_ids)):
                await TagChange.create(op_id=op_ids[seq], identity=ids[path], path=path, before=current[path],
                                       after=new, using_db=conn)
                await self._apply(conn, ids[path], path, new)

        await txn.tag([path for path, _ in changed], write)

    async def _apply(self, conn: Any, identity: str, path: str, tags: list[str]) -> None:
        """Make ``tags`` the tags of ``identity`` (seen at ``path``) on ``conn``."""
        from foldwise.plugins.tags.models import TagAssignment

        await TagAssignment.filter(identity=identity).exclude(tag__in=tags).using_db(conn).delete()
        have = set(await TagAssignment.filter(identity=identity).using_db(conn).values_list("tag", flat=True))
        missing = [TagAssignment(identity=identity, path=path, tag=t) for t in tags if t not in have]
        if missing:
            await TagAssignment.bulk_create(missing, using_db=conn)
        await TagAssignment.filter(identity=identity).using_db(conn).update(path=path)

    # ---- undo and redo ------------------------------------------------------------------
    async def sync(self) -> int:
        """Replay reversing ``tag`` operations (undo, redo) not replayed yet; returns how many."""
        from tortoise.functions import Max

        top = (await Operation.all().annotate(top=Max("id")).values_list("top", flat=True)) or [None]
        ceiling = int(top[0] or 0)  # rows written later get higher ids: the next sync reads them
        if ceiling <= self._floor:
            return 0
        rows = await Operation.filter(id__gt=self._floor, id__lte=ceiling, op="tag", reverts__isnull=False).order_by(
            "id").values("id", "state", "reverts", "src")
        if not rows:
            self._floor = max(self._floor, ceiling)
            return 0
        from foldwise.plugins.tags.models import TagChange

        replayed = 0
        async with self._lock:
            done = [r for r in rows if r["state"] == "done"]
            known = set(await TagChange.filter(op_id__in=[r["id"] for r in done]).values_list("op_id", flat=True))
            for row in done:
                if row["id"] not in known:
                    await self._replay(row)
                    replayed += 1
            pending = [r["id"] for r in rows if r["state"] == "pending"]
            self._floor = max(self._floor, (min(pending) - 1) if pending else ceiling)
        return replayed

    async def _replay(self, row: dict[str, Any]) -> None:
        """Apply one reversing operation: an odd number of reversals restores the original's ``before``."""
        from tortoise.transactions import in_transaction

        from foldwise.plugins.tags.models import TagAssignment, TagChange

        depth, origin = 0, row
        while origin.get("reverts") is not None and depth < 1000:
            depth += 1
            parent = await Operation.filter(id=origin["reverts"]).values("id", "reverts")
            if not parent:
                break
            origin = parent[0]
        change = await TagChange.get_or_none(op_id=origin["id"])
        async with in_transaction(TagChange._meta.default_connection) as conn:
            if change is None:  # nothing known to replay: remember the row as seen
                await TagChange.create(op_id=row["id"], identity="", path=row["src"] or "", using_db=conn)
                return
            target = list(change.before if depth % 2 else change.after)
            current = sorted(await TagAssignment.filter(identity=change.identity).using_db(conn).values_list(
                "tag", flat=True))
            seen = await TagAssignment.filter(identity=change.identity).using_db(conn).first()
            path = seen.path if seen is not None else change.path
            await TagChange.create(op_id=row["id"], identity=change.identity, path=path, before=current,
                                   after=target, using_db=conn)
            await self._apply(conn, change.identity, path, target)

    # ---- following moves --------------------------------------------------------------------
    async def follow(self, data: dict[str, Any]) -> int:
        """Apply a journal event's ``moves`` (``[[old, new]]``) to where tagged files were last seen."""
        from tortoise.expressions import Q

        from foldwise.plugins.tags.models import TagAssignment, TagChange

        raw = data.get("moves") or []
        known = sorted(set(await TagAssignment.all().values_list("path", flat=True))) if raw else []
        if not known:  # no tagged file (the usual case): the moves are not even read
            return 0
        moves = [(str(old), str(new)) for old, new in raw]

        exact = set(known)

        def tagged_under(old: str) -> bool:
            """A tagged file is ``old`` or lies below it (sorted paths: one bisection)."""
            at = bisect.bisect_left(known, old + os.sep)
            return old in exact or (at < len(known) and known[at].startswith(old + os.sep))

        updated = 0
        for old, new in moves:
            if not tagged_under(old):
                continue
            rows = await TagAssignment.filter(Q(path=old) | Q(path__startswith=old + os.sep)).values(
                "id", "path", "identity")
            if not rows:
                continue
            targets = {r["id"]: new + r["path"][len(old):] for r in rows}
            fresh = await asyncio.to_thread(identities, sorted(set(targets.values())))
            for r in rows:
                target = targets[r["id"]]
                identity = fresh.get(target, r["identity"])
                await TagAssignment.filter(id=r["id"]).update(path=target, identity=identity)
                if identity != r["identity"]:
                    await TagChange.filter(identity=r["identity"]).update(identity=identity)
                updated += 1
        return updated
