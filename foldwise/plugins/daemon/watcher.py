"""The daemon's watcher: file events from watchfiles (inotify, or polling as the fallback), a quiet
period before a file is acted on, and bursts batched into one journal transaction per batch.

``Watcher.run()`` runs until its stop event is set. Events only mark a file as "changed now";
a file is ready once no event has come for ``quiet_seconds`` and its modification time is that
old too (a file found by the start-up scan has no event at all). Ready files are processed in
batches of up to ``batch_size`` by ``process(watch, paths)``; processing never blocks the event
loop (its file work runs in worker threads) and one failing batch does not stop the watcher.
"""

from __future__ import annotations

import asyncio
import logging
import os
import stat as st_mod
import time
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

__all__ = ["Watch", "Watcher", "IN_PROGRESS_SUFFIXES", "initial_files"]

log = logging.getLogger("foldwise.daemon")

#: Files still being written by a browser or a copy tool; they are renamed when complete.
IN_PROGRESS_SUFFIXES = (".part", ".partial", ".crdownload", ".download", ".tmp", ".temp", ".filepart",
                        ".opdownload", ".swp", ".lock")


#: The longest pause between two batches (a batch slowed down by something else must not stall the rest).
MAX_PAUSE = 5.0


@dataclass(frozen=True)
class Watch:
    """One watched folder and what happens to its new files."""

    path: str
    mode: str
    methodology: str | None = None
    rule_set: str | None = None
    dry_run: bool = False


def _wanted(name: str) -> bool:
    lower = name.lower()
    return not (name.startswith(".") or lower.endswith(IN_PROGRESS_SUFFIXES) or name.startswith("~$"))


def initial_files(folder: str, recursive: bool) -> list[str]:
    """Regular files already in ``folder`` (top level, or the whole tree when ``recursive``)."""
    found: list[str] = []
    stack = [folder]
    while stack:
        current = stack.pop()
        try:
            entries = list(os.scandir(current))
        except OSError:
            continue
        for entry in entries:
            try:
                if entry.is_file(follow_symlinks=False) and _wanted(entry.name):
                    found.append(entry.path)
                elif recursive and entry.is_dir(follow_symlinks=False) and not entry.name.startswith("."):
                    stack.append(entry.path)
            except OSError:
                continue
    return found


class Watcher:
    """Watches ``watches`` and hands settled files to ``process`` in batches."""

    def __init__(self, watches: list[Watch], process: Callable[[Watch, list[str]], Awaitable[None]], *,
                 quiet_seconds: float, batch_size: int, watcher: str = "auto", poll_ms: int = 1000,
                 recursive: bool = False, batch_pause_ms: int = 0, rescan_seconds: float = 0, on_mode: Callable[[str, str | None], Awaitable[None]] | None = None,
                 awatch: Any = None, left_alone: set[str] | None = None, busy_share: float = 1.0,
                 on_forget: Callable[[list[str]], Awaitable[None]] | None = None) -> None:
        self.watches = sorted(watches, key=lambda w: -len(w.path))  # innermost folder first
        self.process = process
        self.quiet = quiet_seconds
        self.batch_size = batch_size
        self.preference = watcher
        self.poll_ms = poll_ms
        self.recursive = recursive
        self.batch_pause = batch_pause_ms / 1000
        self.busy_share = min(1.0, max(0.01, busy_share))
        self.rescan_seconds = rescan_seconds
        self.on_mode = on_mode
        self._awatch = awatch
        self.mode: str | None = None
        self.reason: str | None = None
        self.pending: dict[str, float] = {}
        self.stop_event = asyncio.Event()
        self._ready: asyncio.Queue[tuple[Watch, list[str]]] = asyncio.Queue()
        self._produced: dict[str, float] = {}
        self._left_alone: set[str] = set(left_alone or ())
        self.on_forget = on_forget
        self._forget_tasks: set[asyncio.Task[None]] = set()

    # ---- scope ------------------------------------------------------------------
    def watch_of(self, path: str) -> Watch | None:
        """The watch a path belongs to (top level only unless ``recursive``), or None."""
        parent = os.path.dirname(path)
        for watch in self.watches:
            if parent == watch.path or (self.recursive and parent.startswith(watch.path + os.sep)):
                return watch
        return None

    def produced(self, paths: list[str]) -> None:
        """Paths the daemon itself just created: their events are not new files."""
        now = time.monotonic()
        for path in paths:
            self._produced[path] = now
        if len(self._produced) > 100_000:
            cutoff = now - 60
            self._produced = {p: t for p, t in self._produced.items() if t > cutoff}

    def leave_alone(self, paths: list[str]) -> None:
        """Files an undo put back: the daemon does not move them again (the service keeps them in the
        ``daemon_left_alone`` table, so this survives a restart)."""
        self._left_alone.update(paths)
        for path in paths:
            self.pending.pop(path, None)

    def is_left_alone(self, path: str) -> bool:
        return path in self._left_alone

    def _forget(self, paths: list[str]) -> None:
        """Left-alone files that are gone: a new file of that name later is a new file. Checked in a
        worker thread (a delete event may come in one batch with the undo's own re-creation)."""
        candidates = [p for p in paths if p in self._left_alone]
        if candidates:
            task = asyncio.get_running_loop().create_task(self._forget_gone(candidates))
            self._forget_tasks.add(task)
            task.add_done_callback(self._forget_tasks.discard)

    async def _forget_gone(self, candidates: list[str]) -> None:
        gone = await asyncio.to_thread(lambda: [p for p in candidates if not os.path.lexists(p)])
        if not gone:
            return
        self._left_alone.difference_update(gone)
        if self.on_forget is not None:
            try:
                await self.on_forget(gone)
            except Exception:  # noqa: BLE001 - the rows are pruned again at the next rescan
                log.exception("the daemon could not forget %d left-alone file(s)", len(gone))

    def note(self, path: str, now: float | None = None) -> None:
        """A change event (or a file found at start) for ``path``."""
        if path in self._left_alone or not _wanted(os.path.basename(path)) or self.watch_of(path) is None:
            return
        made = self._produced.get(path)
        stamp = time.monotonic() if now is None else now
        if made is not None and stamp - made < 60:
            return
        self.pending.pop(path, None)  # re-inserted last: the dict stays ordered by time of the last change
        self.pending[path] = stamp

    # ---- running ------------------------------------------------------------------
    async def run(self) -> None:
        """Scan, then watch, settle and process until ``stop_event`` is set. The folders are listed again
        1 s after the start (files created while the watch was being set up) and every ``rescan_seconds``
        (events lost to a full inotify queue)."""
        await self.rescan()
        tasks = [asyncio.create_task(self._watch_loop()), asyncio.create_task(self._settle_loop()),
                 asyncio.create_task(self._process_loop()), asyncio.create_task(self._rescan_loop())]
        try:
            await self.stop_event.wait()
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    async def rescan(self) -> int:
        """Note every file in the watched folders that is not waiting already; returns how many."""
        found = await asyncio.gather(*(asyncio.to_thread(initial_files, w.path, self.recursive) for w in self.watches))
        if self._left_alone:
            present = {p for paths in found for p in paths}
            self._forget([p for p in self._left_alone if p not in present])
        queued = {p for _w, paths in list(self._ready._queue) for p in paths}  # type: ignore[attr-defined]
        added = 0
        for paths in found:
            for path in paths:
                if path not in self.pending and path not in queued:
                    self.note(path)
                    added += 1
        return added

    async def _rescan_loop(self) -> None:
        await asyncio.sleep(1.0)
        await self.rescan()
        while self.rescan_seconds:
            await asyncio.sleep(self.rescan_seconds)
            await self.rescan()

    async def _set_mode(self, mode: str, reason: str | None) -> None:
        self.mode, self.reason = mode, reason
        if self.on_mode is not None:
            await self.on_mode(mode, reason)

    async def _watch_loop(self) -> None:
        from watchfiles import Change

        awatch = self._awatch
        if awatch is None:
            from watchfiles import awatch
        polling = self.preference == "polling"
        paths = [w.path for w in self.watches]
        while not self.stop_event.is_set():
            try:
                await self._set_mode("polling" if polling else "inotify",
                                     self.reason if polling else None)
                async for changes in awatch(*paths, force_polling=polling, poll_delay_ms=self.poll_ms,
                                            recursive=self.recursive, stop_event=self.stop_event, debounce=100,
                                            step=20, ignore_permission_denied=True, watch_filter=None):
                    now = time.monotonic()
                    gone = []
                    for change, path in changes:
                        if change == Change.deleted:
                            self.pending.pop(path, None)
                            gone.append(path)
                        else:
                            self.note(path, now)
                    if self._left_alone and gone:
                        self._forget(gone)
                return
            except (OSError, RuntimeError) as exc:
                if polling or self.preference == "inotify":
                    log.error("the daemon's watcher failed: %s; retrying in 5 s", exc)
                    await asyncio.sleep(5)
                    continue
                polling = True
                self.reason = (f"inotify is unavailable ({str(exc).splitlines()[0]}); polling every "
                               f"{self.poll_ms} ms instead (raise fs.inotify.max_user_watches to use inotify)")
                log.warning("%s", self.reason)

    async def _settle_loop(self) -> None:
        tick = max(0.02, min(0.25, self.quiet / 4))
        while True:
            await asyncio.sleep(tick)
            now = time.monotonic()
            due = []
            for path, stamp in self.pending.items():  # oldest first: stop at the first one still changing
                if now - stamp < self.quiet:
                    break
                due.append(path)
            if not due:
                continue
            ready, busy = await asyncio.to_thread(self._check, due)
            for path in due:
                self.pending.pop(path, None)
            for path in busy:
                self.pending.pop(path, None)
                self.pending[path] = now
            groups: dict[Watch, list[str]] = {}
            for path in ready:
                watch = self.watch_of(path)
                if watch is not None:
                    groups.setdefault(watch, []).append(path)
            for watch, paths in groups.items():
                for start in range(0, len(paths), self.batch_size):
                    await self._ready.put((watch, paths[start:start + self.batch_size]))

    def _check(self, paths: list[str]) -> tuple[list[str], list[str]]:
        """Worker thread: regular files whose mtime is at least the quiet period old, and those still busy."""
        ready: list[str] = []
        busy: list[str] = []
        wall = time.time()
        for path in paths:
            try:
                st = os.lstat(path)
            except OSError:
                continue
            if not st_mod.S_ISREG(st.st_mode):
                continue
            (busy if wall - st.st_mtime < self.quiet * 0.9 else ready).append(path)
        return ready, busy

    async def _process_loop(self) -> None:
        while True:
            watch, paths = await self._ready.get()
            started = time.monotonic()
            try:
                await self.process(watch, paths)
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - one failing batch must not stop the watcher
                log.exception("the daemon could not process %d file(s) in %s", len(paths), watch.path)
            if not self._ready.empty() or self.pending:  # more to do: leave the process room for requests
                await asyncio.sleep(self.pause_after(time.monotonic() - started))

    def pause_after(self, spent: float) -> float:
        """The pause after a batch that took ``spent`` seconds while more files wait: at least
        ``batch_pause_ms``, and enough that processing takes at most ``busy_share`` of the time (the
        batch's own work, the journal's events and the indexing they start all get their turn); at
        most ``MAX_PAUSE`` seconds."""
        return min(MAX_PAUSE, max(self.batch_pause, spent * (1 - self.busy_share) / self.busy_share))

    @property
    def backlog(self) -> int:
        """Files waiting (changing, or settled but not yet processed)."""
        return len(self.pending) + sum(len(p) for _w, p in list(self._ready._queue))  # type: ignore[attr-defined]
