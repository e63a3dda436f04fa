"""The dedupe capability without HTTP: scan jobs, previews with keep strategies, journaled resolution.

REST routes, the CLI and the clients are thin adapters over ``DedupeService``.
"""

from __future__ import annotations

import asyncio
import os
from typing import TYPE_CHECKING, Any, Literal

from foldwise.plugins.dedupe.finder import FileEntry
from foldwise.plugins.dedupe.report import (
    STRATEGIES,
    TYPE_EXTENSIONS,
    _scan_blocking,
    choose_keep,
    extensions_for,
    preview_document,
)
from foldwise.sdk import (
    Actor, ApiError, Conflict, FeatureUnavailable, InvalidRequest, NotFound, check_job_owner, fsops,
)

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import JobContext, Kernel

__all__ = [
    "JOB_TYPE", "STRATEGIES", "ACTIONS", "TYPE_EXTENSIONS", "DedupeService", "choose_keep", "run_scan_job",
    "reflink_supported",
]

JOB_TYPE = "dedupe.scan"
Strategy = Literal["oldest", "newest", "shortest_path", "preferred_folder"]
Action = Literal["trash", "hardlink", "reflink"]
ACTIONS: tuple[str, ...] = ("trash", "hardlink", "reflink")
#: ``duplicate_detected`` events per scan at most (the job result holds the full count).
MAX_EVENTS = 100
FICLONE = fsops.FICLONE


def _stat_changed(entry: dict[str, Any]) -> str | None:
    """Why a file no longer matches its scan (``missing`` / ``changed_since_scan``), or None."""
    try:
        st = os.lstat(entry["path"])
    except FileNotFoundError:
        return "missing"
    except OSError:
        return "unreadable"
    if st.st_size != entry["size"] or st.st_mtime_ns != entry["mtime_ns"]:
        return "changed_since_scan"
    return None


def reflink_supported(keep: str, dup: str) -> bool:
    """Probe ``FICLONE`` from ``keep`` into an unnamed temp file beside ``dup`` (nothing appears on disk)."""
    return fsops.reflink_supported(keep, os.path.dirname(dup) or ".")


def _reflink_refusals(work: list[tuple[dict[str, Any], list[dict[str, Any]]]]) -> list[str]:
    """Duplicates that could not be replaced by a reflink of their kept file (probed, no change)."""
    seen: dict[tuple[str, str], bool] = {}
    refused = []
    for keep, dups in work:
        for dup in dups:
            key = (keep["path"], os.path.dirname(dup["path"]))
            if key not in seen:
                seen[key] = reflink_supported(keep["path"], dup["path"])
            if not seen[key]:
                refused.append(dup["path"])
    return refused


async def run_scan_job(ctx: JobContext) -> dict[str, Any]:
    """Job handler of ``dedupe.scan``: find the groups, store them, publish ``duplicate_detected``."""
    from foldwise.plugins.dedupe.models import DedupeScan

    kernel = ctx.kernel
    roots: list[str] = list(ctx.params.get("roots") or [])
    options: dict[str, Any] = dict(ctx.params.get("options") or {})
    loop = asyncio.get_running_loop()
    for root in roots:
        if not await asyncio.to_thread(os.path.exists, root):
            raise NotFound("a scanned folder is not visible to this worker")

    def on_progress(done: int, total: int, stage: str) -> None:
        asyncio.run_coroutine_threadsafe(ctx.progress(done, total, stage), loop)

    groups, linked, summary = await asyncio.to_thread(
        _scan_blocking, roots, options, lambda: ctx.cancelled, on_progress, kernel.settings.home)
    if ctx.cancelled:
        return "cancelled"  # type: ignore[return-value]
    await DedupeScan.update_or_create(
        defaults={"roots": roots, "options": options, "summary": summary, "groups": groups, "linked": linked},
        job_id=ctx.job_id)
    for group in groups[:MAX_EVENTS]:
        await kernel.bus.publish("duplicate_detected", {
            "hash": group["hash"], "size": group["size"], "kind": group["kind"],
            "count": len(group["files"]), "paths": [f["path"] for f in group["files"]],
        }, job_id=ctx.job_id)
    await ctx.progress(summary.get("candidates", 0) or 1, summary.get("candidates", 0) or 1, "done")
    return {k: v for k, v in summary.items() if k != "error_samples"}


class DedupeService:
    """Scan, preview and execute over one kernel."""

    def __init__(self, kernel: Kernel) -> None:
        self.kernel = kernel

    # ---- scan ---------------------------------------------------------------
    async def start_scan(self, paths: list[str], *, type_: str | None = None, near: bool = False,
                         min_size: int = 1, user_id: int | None = None) -> Any:
        """Check the paths against the roots, create a ``dedupe.scan`` job and queue it (returns the job)."""
        if not paths:
            raise InvalidRequest("path or paths is required")
        extensions_for(type_)  # 422 on an unknown type before any work
        if near:
            from foldwise.plugins.dedupe.near import imagehash_available

            if not imagehash_available():
                raise FeatureUnavailable("near-duplicate images", "images")
        roots = []
        for path in paths:
            resolved = await self.kernel.sandbox.aresolve(path)
            roots.append(str(resolved))
        options = {"type": type_, "near": bool(near), "min_size": max(1, int(min_size))}
        job = await self.kernel.jobs.create(JOB_TYPE, {"roots": roots, "options": options}, user_id=user_id)
        await self.kernel.jobs.enqueue(job.id)
        return job

    async def scan_of(self, job_id: str, caller: Actor | None = None, what: str = "read") -> Any:
        """The stored result of a finished scan (404 unknown job, 403 ``forbidden`` when ``caller`` is
        neither its owner nor an admin, 409 while it runs or when it failed)."""
        from foldwise.plugins.dedupe.models import DedupeScan

        job = await self.kernel.jobs.get(job_id)
        if job.type != JOB_TYPE:
            raise NotFound(f"job {job_id} is not a dedupe scan")
        check_job_owner(caller, job, what)
        scan = await DedupeScan.get_or_none(job_id=job.id)
        if scan is None:
            raise Conflict(f"the scan is {job.status}; its groups are not available",
                           details={"status": job.status})
        return scan

    # ---- preview ------------------------------------------------------------
    async def preview(self, job_id: str, strategy: str = "oldest", preferred_folder: str | None = None, *,
                      caller: Actor | None = None) -> dict[str, Any]:
        """The groups with the file each would keep under ``strategy`` (the scan's owner or an admin)."""
        scan = await self.scan_of(job_id, caller)
        folder = await self._folder(preferred_folder) if preferred_folder else None
        return preview_document(scan.job_id, strategy, folder, scan.groups, scan.linked, scan.summary)

    async def _folder(self, folder: str) -> str:
        return str(await self.kernel.sandbox.aresolve(folder, must_exist=False))

    # ---- execute ------------------------------------------------------------
    async def execute(self, job_id: str, strategy: str = "oldest", action: str = "trash",
                      preferred_folder: str | None = None, actor: str | None = None, *,
                      caller: Actor | None = None, keep: dict[str, str] | None = None,
                      only: set[str] | None = None) -> dict[str, Any]:
        """Resolve every group as one journaled transaction; changed or missing files are skipped.
        ``actor`` labels the transaction; ``caller`` must own the scan or be an admin. ``keep`` (group hash
        -> path) overrides the strategy's choice for those groups (a path outside the group is 422);
        ``only`` (group hashes) resolves just those groups."""
        if action not in ACTIONS:
            raise ApiError(f"unknown action {action!r}", status=422, code="validation_error",
                           details=[{"loc": ["body", "action"], "msg": f"one of {', '.join(ACTIONS)}"}])
        scan = await self.scan_of(job_id, caller, "resolve the duplicates of")
        folder = await self._folder(preferred_folder) if preferred_folder else None
        plan = [(group, self._keep_of(group, strategy, folder, keep)) for group in scan.groups
                if only is None or group["hash"] in only]
        checked = await asyncio.to_thread(self._check, plan, action)
        skipped: list[dict[str, Any]] = checked["skipped"]
        work: list[tuple[dict[str, Any], list[dict[str, Any]]]] = checked["work"]
        if action == "reflink" and work:
            # Every (kept file, duplicate's folder) pair is probed before anything changes.
            unsupported = await asyncio.to_thread(_reflink_refusals, work)
            if unsupported:
                raise ApiError("the filesystem does not support reflinks (FICLONE); use trash or hardlink",
                               status=409, code="reflink_unsupported",
                               details={"paths": [self.kernel.sandbox.relative(p) for p in unsupported[:20]],
                                        "count": len(unsupported)})
        resolved: list[dict[str, Any]] = []
        failed: list[dict[str, Any]] = []
        reclaimed = 0
        txn_id = None
        if work:
            async with self.kernel.journal.transaction(
                    "dedupe", actor=actor, job_id=scan.job_id,
                    description=f"dedupe {action} ({strategy}) of {len(work)} groups") as txn:
                txn_id = txn.id
                for keep, dups in work:
                    done = []
                    for dup in dups:
                        try:
                            if action == "trash":
                                await txn.trash(dup["path"])
                            elif action == "reflink":
                                await txn.reflink(keep["path"], dup["path"])
                            else:
                                await txn.hardlink(keep["path"], dup["path"])
                        except ApiError as exc:
                            failed.append({"path": dup["path"], "reason": exc.code, "message": exc.message})
                            continue
                        done.append(dup["path"])
                        reclaimed += dup["size"]
                    if done:
                        resolved.append({"keep": keep["path"], "resolved": done})
            if txn.op_count == 0:
                txn_id = None
        return {"job_id": scan.job_id, "action": action, "strategy": strategy, "transaction_id": txn_id,
                "groups_resolved": len(resolved), "files_resolved": sum(len(r["resolved"]) for r in resolved),
                "bytes_reclaimed": reclaimed, "resolved": resolved, "skipped": skipped, "failed": failed}

    @staticmethod
    def _keep_of(group: dict[str, Any], strategy: str, folder: str | None,
                 keep: dict[str, str] | None) -> dict[str, Any]:
        chosen = (keep or {}).get(group["hash"])
        if chosen is None:
            return choose_keep(group["files"], strategy, folder)
        for entry in group["files"]:
            if entry["path"] == chosen:
                return entry
        raise ApiError("the file to keep is not in its group", status=422, code="validation_error",
                       details=[{"loc": ["body", "keep", group["hash"]], "msg": "not a file of this group"}])

    def _check(self, plan: list[tuple[dict[str, Any], dict[str, Any]]], action: str) -> dict[str, Any]:
        """Worker thread: keep only files unchanged since the scan and still inside the roots."""
        sandbox = self.kernel.sandbox
        skipped: list[dict[str, Any]] = []
        work: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
        for group, keep in plan:
            if group.get("kind") == "near" and action != "trash":
                skipped.extend({"path": f["path"], "reason": "near_duplicates_only_trash"}
                               for f in group["files"] if f is not keep)
                continue
            reason = _stat_changed(keep) or (None if sandbox.is_inside(keep["path"]) else "outside_roots")
            others = [f for f in group["files"] if f is not keep]
            if reason:
                skipped.append({"path": keep["path"], "reason": reason})
                skipped.extend({"path": f["path"], "reason": "keep_unavailable"} for f in others)
                continue
            dups = []
            for dup in others:
                why = _stat_changed(dup) or (None if sandbox.is_inside(dup["path"]) else "outside_roots")
                if why:
                    skipped.append({"path": dup["path"], "reason": why})
                else:
                    dups.append(dup)
            if dups:
                work.append((keep, dups))
        return {"skipped": skipped, "work": work}


__all__ += ["extensions_for", "FileEntry"]
