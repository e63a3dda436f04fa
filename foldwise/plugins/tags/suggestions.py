"""Suggestions: tags for a file (content, metadata, behaviour), learned moves and tags for the files of a
folder, applying and dismissing them, and the job that tags a folder. No HTTP here."""

from __future__ import annotations

import asyncio
import base64
import binascii
import json
import os
from pathlib import Path
from typing import Any

from foldwise.plugins.tags.features import kind_of
from foldwise.plugins.tags.learn import HISTORY_LIMIT, HUMAN_KINDS, learn_moves, learn_tags, rank
from foldwise.plugins.tags.renames import already_named, describe_pattern, learn_renames, render_pattern
from foldwise.plugins.tags.service import TagsService, normalize_tags
from foldwise.sdk import Conflict, InvalidRequest, JobContext, NotFound, Operation

__all__ = ["SuggestionsService", "AUTO_JOB", "run_auto_job", "MIN_SHOWN", "FOLDER_FILES"]

AUTO_JOB = "tags.auto"
#: Suggestions below this confidence are not shown.
MIN_SHOWN = 0.3
#: Files of a folder looked at for ``GET /suggestions?path=<folder>``.
FOLDER_FILES = 200
_ANALYSIS = "foldwise.plugins.analysis.service:AnalysisService"
_TAGS = "foldwise.plugins.tags.service:TagsService"


def encode_id(kind: str, file: str, target: str, feature: str) -> str:
    """A suggestion's opaque id: what it suggests, so applying it needs no stored state."""
    raw = json.dumps([kind, file, target, feature], separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_id(value: str) -> tuple[str, str, str, str]:
    """``(type, file, target, feature)`` of an id (404 ``not_found`` when it names no suggestion)."""
    try:
        raw = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
        kind, file, target, feature = json.loads(raw)
        if kind not in ("move", "rename", "tag") or not all(isinstance(x, str) for x in (file, target, feature)):
            raise ValueError
    except (ValueError, TypeError, binascii.Error, UnicodeDecodeError):
        raise NotFound("no such suggestion") from None
    return kind, file, target, feature


def _list_files(folder: str, limit: int) -> list[str]:
    out = []
    with os.scandir(folder) as entries:
        for entry in sorted(entries, key=lambda e: e.name):
            if not entry.name.startswith(".") and entry.is_file(follow_symlinks=False):
                out.append(entry.path)
                if len(out) >= limit:
                    break
    return out


def _walk_files(folder: str, recursive: bool) -> list[str]:
    if not recursive:
        return _list_files(folder, 1_000_000)
    out = []
    for base, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        out.extend(os.path.join(base, f) for f in sorted(files) if not f.startswith("."))
    return [p for p in out if not os.path.islink(p)]


def _mtimes(paths: list[str]) -> dict[str, int]:
    out = {}
    for path in paths:
        try:
            out[path] = os.stat(path).st_mtime_ns
        except OSError:
            continue
    return out


def _names_in(folder: str) -> list[str]:
    try:
        return os.listdir(folder)
    except OSError:
        return []


def _renamed(pattern: str, path: str, mtime_ns: int | None) -> str | None:
    """The name ``pattern`` gives the file at ``path``; None when it is no usable new name."""
    name = os.path.basename(path)
    if already_named(pattern, name):
        return None
    new_name = render_pattern(pattern, name, mtime_ns)
    if (new_name == name or "{" in new_name or "/" in new_name or "\0" in new_name or new_name in (".", "..")
            or new_name.startswith(".") or not os.path.splitext(new_name)[0].strip()):
        return None
    return new_name


class SuggestionsService:
    """Learned suggestions (``kernel.service("foldwise.plugins.tags.suggestions:SuggestionsService")``)."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel

    @property
    def tags(self) -> TagsService:
        return self.kernel.service(_TAGS)

    def shown(self, path: str) -> str:
        """A folder as people read it: relative to its root."""
        try:
            root = str(self.kernel.sandbox.root_of(path))
        except Exception:  # noqa: BLE001 - outside every root: the full path
            return path
        return os.path.relpath(path, root) if path != root else os.path.basename(root) or root

    # ---- evidence --------------------------------------------------------------------------
    async def _dismissals(self, kind: str) -> dict[tuple[str, str], int]:
        from foldwise.plugins.tags.models import SuggestionFeedback

        out: dict[tuple[str, str], int] = {}
        for signature, target in await SuggestionFeedback.filter(verdict="dismissed", type=kind).values_list(
                "signature", "target"):
            out[(signature, target)] = out.get((signature, target), 0) + 1
        return out

    async def _move_evidence(self) -> tuple[Any, Any]:
        """Evidence of where people moved files and of how they renamed them (one journal read)."""
        rows = await Operation.filter(op="move", state="done", transaction__kind__in=HUMAN_KINDS).order_by(
            "-id").limit(HISTORY_LIMIT).values_list("src", "dst", "mtime_ns")
        rows = [(s, d, m) for s, d, m in rows if s and d]

        def learn() -> tuple[Any, Any]:
            return learn_moves([(s, d) for s, d, _m in rows]), learn_renames(rows)

        return await asyncio.to_thread(learn)

    async def _tag_evidence(self) -> Any:
        from foldwise.plugins.tags.models import TagAssignment

        rows = await TagAssignment.all().limit(20_000).values_list("path", "tag")
        return await asyncio.to_thread(learn_tags, list(rows))

    # ---- suggestions for files ----------------------------------------------------------------
    async def for_path(self, path: str | None = None, limit: int = 20) -> dict[str, Any]:
        """``{items: [{id, type, file, target, confidence, reason}]}`` for a file, or the files of a folder
        (the roots' top folders without ``path``), best first."""
        sandbox = self.kernel.sandbox
        if path:
            resolved = await self.tags.resolve(path)
            folders = [resolved] if await asyncio.to_thread(os.path.isdir, resolved) else []
            files = [] if folders else [resolved]
        else:
            folders, files = [str(r) for r in sandbox.roots], []
        for folder in folders:
            files += await asyncio.to_thread(_list_files, folder, FOLDER_FILES)
        (moves, renames), tagged = await self._move_evidence(), await self._tag_evidence()
        move_no, tag_no = await self._dismissals("move"), await self._dismissals("tag")
        rename_no = await self._dismissals("rename")
        current = await self.tags.tags_of(files)
        mtimes = await asyncio.to_thread(_mtimes, files) if renames.pairs else {}
        folder_ok: dict[str, bool] = {}
        taken: dict[str, set[str]] = {}  # names already in a folder: a rename onto one is not suggested
        if renames.pairs:
            for folder in {os.path.dirname(f) for f in files}:
                taken[folder] = set(await asyncio.to_thread(_names_in, folder))
        items: list[dict[str, Any]] = []
        for file in files:
            here = os.path.dirname(file)
            for s in rank(file, moves, move_no, exclude={here}):
                target = s["target"]
                if target not in folder_ok:
                    folder_ok[target] = sandbox.contains(target) and await asyncio.to_thread(os.path.isdir, target)
                if not folder_ok[target] or s["confidence"] < MIN_SHOWN:
                    continue
                items.append(self._item("move", file, target, s,
                                        f"You moved {s['count']} {s['described']} to {self.shown(target)}"))
            for s in rank(file, renames, rename_no):
                new_name = _renamed(s["target"], file, mtimes.get(file))
                if new_name is None or s["confidence"] < MIN_SHOWN or new_name in taken.setdefault(here, set()):
                    continue
                items.append({"id": encode_id("rename", file, s["target"], s["feature"]), "type": "rename",
                              "file": file, "target": new_name, "confidence": s["confidence"],
                              "reason": f"You renamed {s['count']} {s['described']} to "
                                        f"{describe_pattern(s['target'])}"})
            for s in rank(file, tagged, tag_no, exclude=set(current.get(file, []))):
                if s["confidence"] >= MIN_SHOWN:
                    items.append(self._item("tag", file, s["target"], s,
                                            f"{s['count']} {s['described']} are tagged \u201c{s['target']}\u201d"))
        items.sort(key=lambda i: (-i["confidence"], i["file"]))
        return {"items": items[:limit]}

    def _item(self, kind: str, file: str, target: str, s: dict[str, Any], reason: str) -> dict[str, Any]:
        return {"id": encode_id(kind, file, target, s["feature"]), "type": kind, "file": file, "target": target,
                "confidence": s["confidence"], "reason": reason}

    async def apply(self, suggestion_id: str, *, actor: str | None = None) -> dict[str, Any]:
        """Carry a suggestion out: a move through the journal (transaction kind ``suggestion``, never
        overwriting) or a tag added; it counts as accepted."""
        from foldwise.plugins.tags.models import SuggestionFeedback

        kind, file, target, feature = decode_id(suggestion_id)
        source = await self.tags.resolve(file)
        if kind == "tag":
            result = await self.tags.set_tags(source, [target], actor=actor, mode="add")
            outcome = {"applied": True, "type": kind, "file": source, "target": result["tags"] and target,
                       "transaction_id": result["transaction_id"]}
        elif kind == "rename":
            outcome = await self._rename(source, target, actor)
        else:
            folder = str(await self.kernel.sandbox.aresolve(target, kind="dir"))
            if await asyncio.to_thread(os.path.isdir, source):
                raise InvalidRequest("suggestions move files, not folders")
            destination = os.path.join(folder, os.path.basename(source))
            if await asyncio.to_thread(os.path.lexists, destination):
                raise Conflict("a file with this name already exists there", details={"path": destination})
            async with self.kernel.journal.transaction(
                    "suggestion", actor=actor,
                    description=f"suggestion: move {os.path.basename(source)} to {self.shown(folder)}") as txn:
                moved = await txn.move(source, destination)
                transaction_id = txn.id
            outcome = {"applied": True, "type": kind, "file": str(moved), "target": folder,
                       "transaction_id": transaction_id}
        await SuggestionFeedback.create(verdict="accepted", type=kind, signature=feature, target=target, actor=actor)
        return outcome

    async def _rename(self, source: str, pattern: str, actor: str | None) -> dict[str, Any]:
        """Rename ``source`` by ``pattern`` through the journal (never overwriting: a taken name is 409)."""
        if await asyncio.to_thread(os.path.isdir, source):
            raise InvalidRequest("suggestions rename files, not folders")
        new_name = _renamed(pattern, source, (await asyncio.to_thread(_mtimes, [source])).get(source))
        if new_name is None:
            raise InvalidRequest("the file already has the suggested name")
        destination = str(await self.kernel.sandbox.aresolve(os.path.join(os.path.dirname(source), new_name),
                                                             must_exist=False, follow_symlinks=False))
        if await asyncio.to_thread(os.path.lexists, destination):
            raise Conflict("a file with this name already exists there", details={"path": destination})
        async with self.kernel.journal.transaction(
                "suggestion", actor=actor,
                description=f"suggestion: rename {os.path.basename(source)} to {new_name}") as txn:
            moved = await txn.move(source, destination)
            transaction_id = txn.id
        return {"applied": True, "type": "rename", "file": str(moved), "target": new_name,
                "transaction_id": transaction_id}

    async def dismiss(self, suggestion_id: str, *, actor: str | None = None) -> dict[str, Any]:
        """Record a dismissal: every suggestion of the same kind of file and target (folder, tag or rename
        pattern) is lowered."""
        from foldwise.plugins.tags.models import SuggestionFeedback

        kind, file, target, feature = decode_id(suggestion_id)
        await self.tags.resolve(file)
        await SuggestionFeedback.create(verdict="dismissed", type=kind, signature=feature, target=target, actor=actor)
        shown = target
        if kind == "rename":
            shown = _renamed(target, file, (await asyncio.to_thread(_mtimes, [file])).get(file)) or os.path.basename(file)
        return {"dismissed": True, "type": kind, "file": file, "target": shown}

    # ---- tags for one file -------------------------------------------------------------------
    async def suggest_tags(self, path: str) -> dict[str, Any]:
        """``{suggestions: [{tag, confidence, source, reason}]}`` for one file, best first (tags it
        already carries left out)."""
        resolved = await self.tags.resolve(path)
        if await asyncio.to_thread(os.path.isdir, resolved):
            return {"suggestions": []}  # folders carry no tags
        current = set((await self.tags.tags_of([resolved])).get(resolved, []))
        return {"suggestions": await self._tag_suggestions(resolved, current)}

    async def _tag_suggestions(self, path: str, current: set[str],
                               evidence: tuple[Any, dict[tuple[str, str], int]] | None = None) -> list[dict[str, Any]]:
        found: dict[str, dict[str, Any]] = {}

        def add(tag: str, confidence: float, source: str, reason: str) -> None:
            try:
                tag = normalize_tags([tag])[0]
            except Exception:  # noqa: BLE001 - a word that is no valid tag is no suggestion
                return
            if tag in current:
                return
            if tag not in found or confidence > found[tag]["confidence"]:
                found[tag] = {"tag": tag, "confidence": round(min(confidence, 0.99), 4), "source": source,
                              "reason": reason}

        analysis = await self._analysis(path)
        kind = (analysis.get("type") or {}).get("kind") or kind_of(path)
        add(kind, 0.55, "metadata", f"its file type is {kind}")
        category = analysis.get("category") or {}
        if category.get("name") and category["name"].lower() not in ("other", "unknown"):
            by_kind = str(category.get("reason", "")).startswith("file kind")
            add(category["name"], float(category.get("confidence") or 0.5) * 0.9, "metadata" if by_kind else "content",
                f"the analysis classifies it as {category['name']}" + (f" ({category['reason']})"
                                                                       if category.get("reason") else ""))
        for keyword in (analysis.get("keywords") or [])[:3]:
            if float(keyword.get("score") or 0) >= 0.5:
                add(keyword["word"], 0.3 + 0.3 * float(keyword["score"]), "content",
                    f"\u201c{keyword['word']}\u201d is a frequent word of its text")
        exif = (analysis.get("metadata") or {}).get("exif") or {}
        if exif.get("Model"):
            add(f"camera:{exif['Model']}", 0.6, "metadata", f"taken with a {exif.get('Make', '')} {exif['Model']}".replace("  ", " "))
        taken = str(exif.get("DateTimeOriginal") or exif.get("DateTime") or "")
        if taken[:4].isdigit():
            add(taken[:4], 0.6, "metadata", f"taken in {taken[:4]} (EXIF)")
        folder = os.path.dirname(path)
        if not self.kernel.sandbox.is_root(folder):
            add(os.path.basename(folder), 0.5, "metadata", f"it is in the folder {self.shown(folder)}")
        tagged, dismissed = evidence if evidence is not None else (await self._tag_evidence(),
                                                                   await self._dismissals("tag"))
        for s in rank(path, tagged, dismissed, exclude=current):
            add(s["target"], s["confidence"], "behavior", f"{s['count']} {s['described']} are tagged "
                                                          f"\u201c{s['target']}\u201d")
        return sorted(found.values(), key=lambda s: (-s["confidence"], s["tag"]))

    async def _analysis(self, path: str) -> dict[str, Any]:
        if not self.kernel.has_service(_ANALYSIS):
            return {}
        try:
            return await self.kernel.service(_ANALYSIS).analyze_path(Path(path))
        except Exception:  # noqa: BLE001 - an unreadable file still gets name and folder suggestions
            return {}

    # ---- the job that tags a folder --------------------------------------------------------------
    async def start_auto(self, path: str, *, recursive: bool = True, min_confidence: float = 0.7,
                         user_id: int | None = None, actor: str | None = None) -> Any:
        """Create and enqueue a ``tags.auto`` job for the folder (or file) ``path``."""
        resolved = await self.tags.resolve(path)
        job = await self.kernel.jobs.create(AUTO_JOB, {"path": resolved, "recursive": recursive,
                                                       "min_confidence": min_confidence, "actor": actor},
                                            user_id=user_id)
        await self.kernel.jobs.enqueue(job.id)
        return job

    async def auto_tag(self, ctx: JobContext | None, path: str, *, recursive: bool, min_confidence: float,
                       actor: str | None) -> dict[str, Any]:
        """Add every tag suggested with at least ``min_confidence`` to the files under ``path``: one
        undoable transaction. Returns ``{files, tagged, added, transaction_id}``."""
        if await asyncio.to_thread(os.path.isdir, path):
            files = await asyncio.to_thread(_walk_files, path, recursive)
        else:
            files = [path]
        files = [f for f in files if self.kernel.sandbox.contains(f)]
        current = await self.tags.tags_of(files)
        evidence = (await self._tag_evidence(), await self._dismissals("tag"))
        edits: dict[str, list[str]] = {}
        added = 0
        for index, file in enumerate(files):
            if ctx is not None:
                if ctx.cancelled:
                    break
                await ctx.progress(index, len(files), f"tagging {os.path.basename(file)}")
            have = set(current.get(file, []))
            new = [s["tag"] for s in await self._tag_suggestions(file, have, evidence)
                   if s["confidence"] >= min_confidence]
            if new:
                edits[file] = normalize_tags([*have, *new])
                added += len(new)
        result = await self.tags.change(edits, actor=actor, description=f"auto-tag {os.path.basename(path)}: "
                                                                          f"{len(edits)} files")
        return {"files": len(files), "tagged": len(edits), "added": added,
                "transaction_id": result["transaction_id"]}


async def run_auto_job(ctx: JobContext) -> dict[str, Any]:
    """Job handler of ``tags.auto``."""
    params = ctx.params
    service: SuggestionsService = ctx.kernel.service("foldwise.plugins.tags.suggestions:SuggestionsService")
    result = await service.auto_tag(ctx, params["path"], recursive=bool(params.get("recursive", True)),
                                    min_confidence=float(params.get("min_confidence", 0.7)),
                                    actor=params.get("actor"))
    await ctx.set_result(result)
    return result
