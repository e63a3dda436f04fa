"""``DaemonService``: control and status of the watcher, one daemon per deployment.

The ``daemon_lease`` row holds whether the daemon is wanted and which instance runs it. Every
``foldwise serve`` process (and ``foldwise watch``) runs a small lease loop: while the daemon is
wanted, the instance that holds the lease (or takes an expired one, or one whose holder process
on this host is dead) runs the ``Watcher``; the others stay idle. Watched folders are rows in
``daemon_watched``, so a restart resumes them; the start-up scan picks up files that arrived
while no daemon ran.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import uuid
from datetime import datetime, timedelta, timezone
from typing import Any

from foldwise.plugins.daemon.config import daemon_config
from foldwise.plugins.daemon.processing import ORGANIZE_SERVICE, RULES_SERVICE, process_batch
from foldwise.plugins.daemon.watcher import Watch, Watcher

__all__ = ["DaemonService", "LEASE"]

log = logging.getLogger("foldwise.daemon")
LEASE = "daemon"


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _aware(moment: datetime | None) -> datetime | None:
    if moment is None:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def _dead_here(holder: str | None) -> bool:
    """True when ``holder`` (``host:pid:tag``) is a process of this host that no longer exists."""
    if not holder:
        return False
    parts = holder.split(":")
    if len(parts) < 3 or parts[0] != socket.gethostname() or not parts[1].isdigit():
        return False
    try:
        os.kill(int(parts[1]), 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


#: Seconds each step of the daemon's shutdown may take.
CLOSE_SECONDS = 2.0

class DaemonService:
    """The daemon of this kernel's process: lease, watcher and counters."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        self.instance = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.watcher: Watcher | None = None
        self._watcher_task: asyncio.Task[None] | None = None
        self._watching: list[Watch] = []
        self._loop_task: asyncio.Task[None] | None = None
        self._tick_lock = asyncio.Lock()

    @property
    def config(self) -> Any:
        return daemon_config(self.kernel)

    # ---- lease ------------------------------------------------------------------
    async def _row(self) -> Any:
        from foldwise.plugins.daemon.models import DaemonLease

        row, _ = await DaemonLease.get_or_create(name=LEASE)
        return row

    async def _acquire(self) -> bool:
        """Take or renew the lease; True when this instance holds it."""
        from tortoise.expressions import Q

        from foldwise.plugins.daemon.models import DaemonLease

        now = _now()
        until = now + timedelta(seconds=self.config.lease_seconds)
        free = Q(holder=self.instance) | Q(holder__isnull=True) | Q(expires_at__lt=now)
        if await DaemonLease.filter(free, name=LEASE).update(holder=self.instance, expires_at=until):
            return True
        row = await self._row()
        if _dead_here(row.holder):
            taken = await DaemonLease.filter(name=LEASE, holder=row.holder).update(holder=self.instance,
                                                                                    expires_at=until)
            return bool(taken)
        return False

    async def _release(self) -> None:
        from foldwise.plugins.daemon.models import DaemonLease

        await DaemonLease.filter(name=LEASE, holder=self.instance).update(holder=None, expires_at=None)

    # ---- the loop -------------------------------------------------------------------
    def start_loop(self) -> None:
        """Start the lease loop (``startup`` hook of a long-running process)."""
        if self._loop_task is None:
            self._loop_task = asyncio.create_task(self._lease_loop())

    async def _lease_loop(self) -> None:
        while True:
            try:
                await self.tick()
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - a database hiccup must not end the loop
                log.exception("daemon lease check failed")
            await asyncio.sleep(max(0.5, self.config.lease_seconds / 3))

    async def tick(self) -> bool:
        """Run or stop the watcher here as the database says; True when it runs in this process."""
        async with self._tick_lock:
            row = await self._row()
            if not row.wanted or not await self._acquire():
                await self._stop_watcher()
                if not row.wanted:
                    await self._release()
                return False
            watches = await self.watches()
            if self._watcher_task is None or self._watcher_task.done() or watches != self._watching:
                await self._stop_watcher()
                await self._warm_up(watches)
                self._start_watcher(watches, await self._left_alone_rows())
            return True

    async def watches(self) -> list[Watch]:
        from foldwise.plugins.daemon.models import WatchedFolder

        rows = await WatchedFolder.all().order_by("id")
        return [Watch(r.path, r.mode, r.methodology, r.rule_set, r.dry_run) for r in rows]

    async def _warm_up(self, watches: list[Watch]) -> None:
        """Import what processing needs in a worker thread (not on the event loop at the first file)
        and build the services once."""
        import importlib

        modules = ["watchfiles", "foldwise.plugins.daemon.processing"]
        if any(w.mode == "rules" for w in watches) and self.kernel.has_service(RULES_SERVICE):
            modules += ["foldwise.plugins.rules.service", "foldwise.plugins.rules.executor", "xxhash"]
        if any(w.mode != "rules" for w in watches) and self.kernel.has_service(ORGANIZE_SERVICE):
            modules.append("foldwise.plugins.organize.service")
        for name in modules:
            try:
                await asyncio.to_thread(importlib.import_module, name)
            except ImportError:
                log.warning("the daemon could not import %s", name)
        for name in (RULES_SERVICE, ORGANIZE_SERVICE):
            if self.kernel.has_service(name):
                self.kernel.service(name)

    def _start_watcher(self, watches: list[Watch], left_alone: set[str] | None = None) -> None:
        config = self.config
        self._watching = watches
        self.watcher = Watcher(watches, self._process, quiet_seconds=config.quiet_seconds,
                               batch_size=config.batch_size, watcher=config.watcher, poll_ms=config.poll_ms,
                               recursive=config.recursive, batch_pause_ms=config.batch_pause_ms,
                               rescan_seconds=config.rescan_seconds, on_mode=self._on_mode,
                               left_alone=left_alone, on_forget=self.forget, busy_share=config.busy_share)
        self._watcher_task = asyncio.create_task(self.watcher.run())

    async def _stop_watcher(self) -> None:
        watcher, task = self.watcher, self._watcher_task
        self.watcher, self._watcher_task, self._watching = None, None, []
        if watcher is not None:
            watcher.stop_event.set()
        if task is not None:
            try:
                await asyncio.wait_for(task, 10)
            except (asyncio.TimeoutError, asyncio.CancelledError, Exception):  # noqa: BLE001
                task.cancel()

    async def close(self) -> None:
        """Stop the loop and the watcher and hand the lease back (``shutdown`` hook)."""
        if self._loop_task is not None:
            self._loop_task.cancel()
            await asyncio.wait({self._loop_task}, timeout=CLOSE_SECONDS)
            self._loop_task = None
        try:  # bounded: a broken database must not hold up the process's shutdown (the lease expires anyway)
            await asyncio.wait_for(self._stop_watcher(), CLOSE_SECONDS)
            await asyncio.wait_for(self._release(), CLOSE_SECONDS)
        except (Exception, asyncio.TimeoutError):  # noqa: BLE001 - the database may already be closed
            log.warning("daemon: lease not handed back at shutdown; it expires by itself")

    async def _on_mode(self, mode: str, reason: str | None) -> None:
        from foldwise.plugins.daemon.models import DaemonLease

        await DaemonLease.filter(name=LEASE).update(watcher=mode, watcher_reason=reason)

    # ---- files left alone ---------------------------------------------------------------
    async def _left_alone_rows(self) -> set[str]:
        from foldwise.plugins.daemon.models import LeftAlone

        return set(await LeftAlone.all().values_list("path", flat=True))

    def _folder_in_scope(self, parent: str, folders: list[str]) -> bool:
        """True when a file directly in ``parent`` is in a watched folder's scope."""
        return any(parent == f or (self.config.recursive and parent.startswith(f + os.sep)) for f in folders)

    async def leave_alone(self, paths: list[str]) -> list[str]:
        """Remember files an undo put back into a watched folder (a row each, so a restarted daemon and
        the instance that holds the lease leave them there too); returns the paths recorded."""
        from foldwise.plugins.daemon.models import LeftAlone, WatchedFolder

        folders = list(await WatchedFolder.all().values_list("path", flat=True))
        if not folders:  # nothing watched (the usual case): no per-path work for a 10,000-file undo
            return []
        normal = {os.path.normpath(p) for p in paths if p}
        # one scope test per parent folder, not per path: an undo puts thousands of files into a few folders
        parents = {os.path.dirname(p) for p in normal}
        inside = {parent for parent in parents if self._folder_in_scope(parent, folders)}
        wanted = sorted(p for p in normal if os.path.dirname(p) in inside)
        if not wanted:
            return []
        if self.watcher is not None:
            self.watcher.leave_alone(wanted)
        known = set(await LeftAlone.filter(path__in=wanted).values_list("path", flat=True))
        new = [p for p in wanted if p not in known]
        if new:
            await LeftAlone.bulk_create([LeftAlone(path=p) for p in new], ignore_conflicts=True)
        return wanted

    async def _left_alone_among(self, paths: list[str]) -> set[str]:
        """Which of ``paths`` have a left-alone row: one tiny query while the table is empty (the usual
        case), else one raw ``IN`` query (no ORM objects for a 500-file batch on the event loop)."""
        from foldwise.plugins.daemon.models import LeftAlone

        if not paths or not await LeftAlone.exists():
            return set()
        db = LeftAlone._meta.db
        postgres = db.capabilities.dialect == "postgres"
        marks = ", ".join(f"${i + 1}" if postgres else "?" for i in range(len(paths)))
        _, rows = await db.execute_query(f"SELECT path FROM daemon_left_alone WHERE path IN ({marks})", list(paths))
        return {row["path"] for row in rows}

    async def forget(self, paths: list[str]) -> None:
        """Left-alone files that left the folder: a new file with that name is acted on again."""
        from foldwise.plugins.daemon.models import LeftAlone

        for start in range(0, len(paths), 500):
            await LeftAlone.filter(path__in=paths[start:start + 500]).delete()

    async def _process(self, watch: Watch, paths: list[str]) -> None:
        from tortoise.expressions import F

        from foldwise.plugins.daemon.models import DaemonLease, LeftAlone

        alone = await self._left_alone_among(paths)
        if alone:  # put back by an undo that another process ran
            if self.watcher is not None:
                self.watcher.leave_alone(sorted(alone))
            paths = [p for p in paths if p not in alone]
            if not paths:
                return
        try:
            result = await process_batch(self.kernel, watch, paths)
        except Exception as exc:  # noqa: BLE001 - reported as an event, the watcher goes on
            message = getattr(exc, "message", None) or str(exc) or type(exc).__name__
            await self.kernel.bus.publish("daemon_error", {"path": watch.path, "files": len(paths), "error": message})
            raise
        if self.watcher is not None:
            self.watcher.produced(result.get("created", []))
        await DaemonLease.filter(name=LEASE).update(files_processed=F("files_processed") + result.get("done", 0),
                                                    last_event_at=_now())
        await self.kernel.bus.publish("daemon_processed", {
            "path": watch.path, "mode": watch.mode, "dry_run": watch.dry_run, "files": len(paths),
            "planned": result.get("planned", 0), "done": result.get("done", 0),
            "skipped": result.get("skipped", 0), "failed": result.get("failed", 0),
            "transaction_id": result.get("transaction_id")})

    # ---- control --------------------------------------------------------------------
    async def _check_target(self, mode: str, methodology: str | None, rule_set: str | None) -> None:
        from foldwise.sdk import ApiError, FeatureUnavailable

        if mode == "rules":
            if not rule_set:
                raise ApiError("mode rules needs rule_set", status=422, code="validation_error",
                               details=[{"loc": ["body", "rule_set"], "msg": "required when mode is rules"}])
            if not self.kernel.has_service(RULES_SERVICE):
                raise FeatureUnavailable("rules mode", "rules", "the rules plugin is disabled")
            await self.kernel.service(RULES_SERVICE).get(rule_set)
        else:
            if not self.kernel.has_service(ORGANIZE_SERVICE):
                raise FeatureUnavailable("methodology mode", "organize", "the organize plugin is disabled")
            self.kernel.service(ORGANIZE_SERVICE).methodology(methodology)

    async def start(self, paths: list[str] | None = None, mode: str = "methodology", methodology: str | None = None,
                    rule_set: str | None = None, dry_run: bool = False) -> dict[str, Any]:
        """Watch ``paths`` (or the folders watched before) and want the daemon running."""
        from foldwise.sdk import ApiError

        from foldwise.plugins.daemon.models import WatchedFolder

        if paths:
            await self._check_target(mode, methodology, rule_set)
            folders = [str(await self.kernel.sandbox.aresolve(p, kind="dir")) for p in paths]
            for folder in folders:
                await WatchedFolder.update_or_create(
                    path=folder, defaults={"mode": mode, "methodology": methodology if mode != "rules" else None,
                                           "rule_set": rule_set if mode == "rules" else None, "dry_run": dry_run})
        elif not await WatchedFolder.exists():
            raise ApiError("no folder to watch: give paths", status=422, code="validation_error",
                           details=[{"loc": ["body", "paths"], "msg": "required when no folder is watched yet"}])
        row = await self._row()
        already = bool(row.wanted)
        if not already:
            row.wanted, row.started_at, row.files_processed = True, _now(), 0
            await row.save()
        await self.tick()
        await self.kernel.bus.publish("daemon_started", {"already_running": already,
                                                         "paths": [w.path for w in await self.watches()]})
        return {"started": True, "already_running": already} if already else {"started": True}

    async def stop(self) -> dict[str, Any]:
        """Stop the daemon wherever it runs (the holder notices at its next lease check)."""
        row = await self._row()
        already = not row.wanted
        if not already:
            row.wanted = False
            await row.save(update_fields=["wanted"])
        await self.tick()
        await self.kernel.bus.publish("daemon_stopped", {"already_stopped": already})
        return {"stopped": True, "already_stopped": already} if already else {"stopped": True}

    async def toggle(self, **start: Any) -> dict[str, Any]:
        row = await self._row()
        return await (self.stop() if row.wanted else self.start(**start))

    async def unwatch(self, path: str) -> None:
        from foldwise.plugins.daemon.models import WatchedFolder

        await WatchedFolder.filter(path=os.path.normpath(path)).delete()

    async def status(self) -> dict[str, Any]:
        """The contract's status object (plus which instance runs it and how it watches)."""
        row = await self._row()
        now = _now()
        expires = _aware(row.expires_at)
        held = bool(row.holder) and expires is not None and expires > now and not _dead_here(row.holder)
        running = bool(row.wanted) and held
        started = _aware(row.started_at)
        watched = []
        for w in await self.watches():
            item: dict[str, Any] = {"path": w.path, "mode": w.mode, "dry_run": w.dry_run}
            if w.mode == "rules":
                item["rule_set"] = w.rule_set
            else:
                item["methodology"] = w.methodology
            watched.append(item)
        last = _aware(row.last_event_at)
        local = self.watcher if running and row.holder == self.instance else None
        return {
            "running": running,
            "wanted": bool(row.wanted),
            "uptime_seconds": round((now - started).total_seconds(), 1) if running and started else 0,
            "files_processed": int(row.files_processed or 0),
            "watched": watched,
            "last_event_at": last.isoformat() if last else None,
            "instance": row.holder if held else None,
            "watcher": row.watcher if running else None,
            "watcher_reason": row.watcher_reason if running else None,
            "pending": local.backlog if local is not None else None,
        }
