"""The organize capability without HTTP: plan, store, execute, observe, cancel, roll back, suggest.

Routes, the CLI and pages are thin adapters over ``OrganizeService`` (one per kernel,
``kernel.service(OrganizeService)``). Scanning and planning run in worker threads.
"""

from __future__ import annotations

import asyncio
import os
from collections import OrderedDict
from datetime import datetime, timedelta, timezone
from typing import Any, Iterable

from pydantic import ValidationError

from foldwise.plugins.organize.config import OrganizeConfig, organize_config
from foldwise.plugins.organize.facts import FileFacts, kind_of, split_ext
from foldwise.plugins.organize.methodology import (
    Methodology,
    MethodologyOptions,
    MethodologyRegistry,
    options_error,
)
from foldwise.plugins.organize.plan import Plan
from foldwise.plugins.organize.planning import check_scan, plan_scanned, resolve_folder, scan_options_for
from foldwise.plugins.organize.scanner import ScanOptions, scan
from foldwise.plugins.organize.store import load_plan, replace_plan, save_plan
from foldwise.sdk import Actor, ApiError, Conflict, InvalidRequest, NotFound, check_job_owner

__all__ = ["OrganizeService", "JOB_TYPE"]

JOB_TYPE = "organize"
class OrganizeService:
    """Everything organize does, for one kernel."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        self.registry = MethodologyRegistry.from_pm(kernel.pm)
        self._plan_lock = asyncio.Lock()
        self._cache: OrderedDict[str, Plan] = OrderedDict()

    # ---- configuration --------------------------------------------------
    @property
    def config(self) -> OrganizeConfig:
        return organize_config(self.kernel.settings)

    def methodology(self, name: str | None, loc: tuple[str, ...] = ("body", "methodology")) -> Methodology:
        """The methodology for a wire value (the configured one when ``name`` is empty); 422 if unknown."""
        return self.registry.get(name or self.kernel.settings.methodology, loc)

    def options_for(self, methodology: Methodology, override: dict[str, Any] | None = None) -> MethodologyOptions:
        """Configured options of ``methodology`` overlaid by ``override``, validated (422 when bad)."""
        raw = dict(self.config.options.get(methodology.name) or {})
        if override:
            raw.update(override)
        try:
            return methodology.options(raw)
        except ValidationError as exc:
            raise options_error(methodology.name, exc) from None

    def describe_config(self) -> dict[str, Any]:
        """The active methodology, its options and every methodology on offer."""
        active = self.registry.canonical(self.kernel.settings.methodology) or self.kernel.settings.methodology
        options: dict[str, Any] = {}
        for methodology in self.registry:
            try:
                options[methodology.name] = self.options_for(methodology).model_dump(mode="json")
            except ApiError:
                options[methodology.name] = None
        return {
            "methodology": active,
            "options": options.get(active),
            "all_options": options,
            "available": [m.describe() for m in self.registry],
        }

    async def configure(self, name: str, options: dict[str, Any] | None) -> dict[str, Any]:
        """Make ``name`` the active methodology (and store its options); validated before writing."""
        from foldwise.sdk import config_store as store, deep_merge

        methodology = self.methodology(name)
        patch: dict[str, Any] = {"methodology": methodology.name}
        if options is not None:
            try:
                validated = methodology.options(options)
            except ValidationError as exc:
                raise options_error(methodology.name, exc) from None
            patch["organize"] = {"options": {methodology.name: validated.model_dump(mode="json",
                                                                                    exclude_defaults=True)}}
        home = self.kernel.settings.home
        new_file = deep_merge(store.read_config(home), patch)
        new_effective = deep_merge(store.effective_dict(self.kernel.settings), patch)
        if options is not None:
            # Replace (not merge) this methodology's options.
            for doc in (new_file, new_effective):
                doc.setdefault("organize", {}).setdefault("options", {})[methodology.name] = \
                    patch["organize"]["options"][methodology.name]
        known = self.kernel.pm.infos.keys()
        try:
            store.validate_config(new_file, home, self.kernel.config_schemas, known)
            running = store.validate_config(new_effective, home, self.kernel.config_schemas, known)
        except store.ConfigValidationError as exc:
            raise ApiError("invalid configuration", status=422, code="validation_error",
                           details=exc.errors) from None
        await asyncio.to_thread(store.write_config_file, home, new_file)
        self.kernel.reload_settings(running)
        return self.describe_config()

    # ---- planning ---------------------------------------------------------
    def resolve_folder(self, path: str) -> str:
        """A folder inside the roots (400/403/404 from the sandbox; 400 when it is a file)."""
        return resolve_folder(self.kernel.sandbox, path)

    def scan_options(self) -> ScanOptions:
        journal = getattr(self.kernel, "journal", None)
        return scan_options_for(self.config, self.kernel.settings.home,
                                journal.trash_dir if journal is not None else None, self.kernel.sandbox.roots)

    async def build(self, path: str, methodology: str | None = None,
                    options: dict[str, Any] | None = None) -> Plan:
        """Scan ``path`` and plan it (no filesystem change)."""
        base = await asyncio.to_thread(self.resolve_folder, path)
        chosen = self.methodology(methodology)
        opts = self.options_for(chosen, options)
        scan_opts = self.scan_options()
        async with self._plan_lock:  # stateful methodologies (Johnny Decimal) plan one at a time
            result = await asyncio.to_thread(scan, base, scan_opts)
            check_scan(result, self.config.max_files)
            state = await chosen.load_state(self.kernel, opts)
            plan = await asyncio.to_thread(plan_scanned, base, result, chosen, opts, state)
            await chosen.save_state(self.kernel, state)
        return plan

    async def create_job(self, path: str, methodology: str | None = None, *, dry_run: bool = True,
                         user_id: int | None = None, options: dict[str, Any] | None = None) -> tuple[Any, Plan]:
        """Plan ``path`` into a new job; ``pending`` with its plan, or ``in_progress`` unless ``dry_run``."""
        plan = await self.build(path, methodology, options)
        jobs = self.kernel.jobs
        job = await jobs.create(JOB_TYPE, {"path": plan.base, "methodology": plan.methodology,
                                           "dry_run": dry_run},
                                user_id=user_id, methodology=plan.methodology,
                                file_count=plan.count("move") + plan.count("rename"))
        await save_plan(job.id, plan)
        self._remember(job.id, plan)
        await self.expire_plans()
        if not dry_run:
            job = await jobs.enqueue(job.id)
            await self.retire_plans(plan.base, job.id, f"job {job.id} organized the same folder")
        else:
            await self.retire_plans(plan.base, job.id, f"a newer plan for the same folder (job {job.id})")
        return job, plan

    # ---- one current plan per folder ------------------------------------------------
    # Decisions (docs/organize.md): a folder has at most one pending plan. A newer plan, or any execute, on
    # the same folder retires the older pending plans (``cancelled``, ``result.retired``); a plan not executed
    # within ``organize.plan_ttl_hours`` expires (``cancelled``, ``result.expired``). Executing a retired or
    # expired plan is 409 ``conflict`` saying why, never a run of a stale plan.
    async def _pending_plans(self) -> list[Any]:
        jobs, _total = await self.kernel.jobs.list(status="pending", type=JOB_TYPE, page=1, page_size=10_000)
        return jobs

    async def _close_plan(self, job: Any, reason: str, **marks: Any) -> None:
        try:
            await self.kernel.jobs.transition(job.id, "cancelled", error=reason,
                                              result={**marks, "reason": reason})
        except ApiError:  # it started or was cancelled meanwhile: nothing to retire
            pass

    async def retire_plans(self, base: str, keep: str, reason: str) -> list[str]:
        """Cancel every pending plan of the folder ``base`` except job ``keep``; returns their ids."""
        retired = []
        for job in await self._pending_plans():
            if job.id != keep and (job.params or {}).get("path") == base:
                await self._close_plan(job, f"retired: {reason}", retired=True, retired_by=keep)
                retired.append(job.id)
        return retired

    def _expired(self, job: Any, now: datetime) -> bool:
        created = job.created_at
        if created is None:
            return False
        if created.tzinfo is None:
            created = created.replace(tzinfo=timezone.utc)
        return now - created > timedelta(hours=self.config.plan_ttl_hours)

    async def expire_plans(self) -> list[str]:
        """Cancel the pending plans older than ``organize.plan_ttl_hours``; returns their ids."""
        now = datetime.now(timezone.utc)
        expired = []
        for job in await self._pending_plans():
            if self._expired(job, now):
                await self._close_plan(job, f"expired: not executed within {self.config.plan_ttl_hours} hours",
                                       expired=True)
                expired.append(job.id)
        return expired

    async def _check_runnable(self, job: Any) -> None:
        """409 ``conflict`` with the reason when ``job`` is a retired or expired plan (or expires now)."""
        if job.status == "pending" and self._expired(job, datetime.now(timezone.utc)):
            await self.expire_plans()
            job = await self.job(job.id)
        result = job.result or {}
        if job.status == "cancelled" and (result.get("retired") or result.get("expired")):
            raise Conflict(f"this plan can no longer run: {result.get('reason')}; preview the folder again",
                           details={"job_id": job.id, "reason": "retired" if result.get("retired") else "expired",
                                    "retired_by": result.get("retired_by")})

    async def recent_jobs(self, limit: int = 10, *, user_id: int | None = None) -> list[Any]:
        """The newest organize jobs worth listing: executed ones and current plans (never the retired, expired
        or discarded previews, which changed nothing)."""
        await self.expire_plans()
        shown: list[Any] = []
        page = 1
        while len(shown) < limit and page <= 20:
            jobs, total = await self.kernel.jobs.list(type=JOB_TYPE, page=page, page_size=50, user_id=user_id)
            shown.extend(j for j in jobs if not (j.status == "cancelled" and j.started_at is None))
            if page * 50 >= total:
                break
            page += 1
        return shown[:limit]

    # ---- jobs -------------------------------------------------------------
    # ``caller`` (an ``Actor``) is who asks: the job's owner or an admin may read its plan and act on it
    # (403 ``forbidden`` otherwise); None is a trusted local caller (see ``kernel.auth.ownership``).
    async def job(self, job_id: str) -> Any:
        """Any job (404 for unknown ids)."""
        return await self.kernel.jobs.get(job_id)

    async def owned_job(self, job_id: str, caller: Actor | None, what: str = "act on") -> Any:
        """A job ``caller`` may act on (404 unknown, 403 ``forbidden`` when it is somebody else's)."""
        job = await self.job(job_id)
        check_job_owner(caller, job, what)
        return job

    async def organize_job(self, job_id: str, caller: Actor | None = None) -> Any:
        """An organize job whose plan ``caller`` may read (404 for other job types' ids)."""
        job = await self.job(job_id)
        if job.type != JOB_TYPE:
            raise NotFound(f"job {job_id} is not an organize job")
        check_job_owner(caller, job, "read the plan of")
        return job

    async def plan_of(self, job_id: str) -> Plan:
        """The stored plan of a job (cached: plans never change once stored); check ownership first."""
        plan = self._cache.get(job_id)
        if plan is not None:
            self._cache.move_to_end(job_id)
            return plan
        plan = await load_plan(job_id)
        self._remember(job_id, plan)
        return plan

    def _remember(self, job_id: str, plan: Plan) -> None:
        self._cache[job_id] = plan
        self._cache.move_to_end(job_id)
        while len(self._cache) > 4:
            self._cache.popitem(last=False)

    async def execute(self, job_id: str, *, caller: Actor | None = None, exclude: Iterable[int] | None = None) -> Any:
        """Start a pending organize job (409 ``invalid_job_transition`` otherwise; 409 ``conflict`` for a retired
        or expired plan). ``exclude``: operation ids (moves/renames) to leave out; they become skips. Every other
        pending plan of the same folder is retired."""
        job = await self.organize_job(job_id, caller)
        await self._check_runnable(job)
        excluded = sorted({int(i) for i in exclude or ()})
        if excluded and job.status == "pending":
            plan = await self.plan_of(job_id)
            copy = await asyncio.to_thread(lambda: type(plan).from_blob(plan.to_blob()))
            if copy.exclude(excluded):
                await replace_plan(job_id, copy)
                self._remember(job_id, copy)
                from foldwise.sdk import Job

                await Job.filter(id=job_id, status="pending").update(
                    file_count=copy.count("move") + copy.count("rename"))
        started = await self.kernel.jobs.enqueue(job_id)
        base = (job.params or {}).get("path")
        if base:
            await self.retire_plans(base, job_id, f"job {job_id} organized the same folder")
        return started

    async def cancel(self, job_id: str, *, caller: Actor | None = None) -> Any:
        """Cancel any job ``caller`` owns (pending at once, running between two operations)."""
        await self.owned_job(job_id, caller, "cancel")
        return await self.kernel.jobs.cancel(job_id)

    async def rollback(self, job_id: str, *, caller: Actor | None = None) -> Any:
        """Roll a job back through the journal, as the job itself (``rolling_back`` -> ``rolled_back``)."""
        await self.owned_job(job_id, caller, "roll back")
        return await self.kernel.jobs.rollback(job_id)

    async def jobs_page(self, status: str | None, page: int, page_size: int, *, type: str | None = None,
                        user_id: int | None = None) -> tuple[list[dict[str, Any]], int]:
        """One page of jobs (newest first) as wire objects, and the total."""
        jobs, total = await self.kernel.jobs.list(status=status, type=type, page=page, page_size=page_size,
                                                  user_id=user_id)
        return [self.kernel.jobs.to_wire(j) for j in jobs], total

    def wire(self, job: Any) -> dict[str, Any]:
        return self.kernel.jobs.to_wire(job)

    # ---- one-file suggestion ------------------------------------------------
    async def suggest(self, filename: str, *, content: bytes | None = None, path: str | None = None,
                      methodology: str | None = None) -> dict[str, Any]:
        """Naming and folder suggestion for one file (nothing is written)."""
        if not isinstance(filename, str) or not filename.strip() or "/" in filename or "\x00" in filename:
            raise InvalidRequest("filename must be a plain file name")
        chosen = self.methodology(methodology)
        opts = self.options_for(chosen)
        size, mtime_ns, real = 0, 0, ""
        base = None
        if path:
            resolved = await self.kernel.sandbox.aresolve(path)
            if await asyncio.to_thread(resolved.is_dir):
                base = str(resolved)
            else:
                st = await asyncio.to_thread(os.stat, resolved)
                size, mtime_ns, real = st.st_size, st.st_mtime_ns, str(resolved)
                base = str(resolved.parent)
        if content is not None:
            size = len(content)
        if not mtime_ns:
            import time

            mtime_ns = time.time_ns()
        ext = split_ext(filename)[1]
        facts = FileFacts(real, filename, filename, ext, size, mtime_ns, kind_of(ext))
        state = await chosen.load_state(self.kernel, opts)
        # suggestions never persist new IDs; a worker thread: the judge may read the file's content and the
        # signal cache file (parsed on first use)
        placement = await asyncio.to_thread(chosen.plan, facts, opts, state)
        folder, _, name = placement.destination.rpartition("/")
        return {
            "filename": filename,
            "suggested_name": name,
            "suggested_folder": folder,
            "destination": placement.destination,
            "absolute_destination": os.path.join(base, placement.destination) if base else None,
            "kind": facts.kind,
            "methodology": chosen.name,
            "reason": placement.reason,
            "confidence": round(placement.confidence, 3),
            "content_bytes": len(content) if content is not None else None,
        }
